// The module graph of every package's src, the e2e suite and the repo scripts, type imports
// included (`pnpm check:cycles`, part of `pnpm ci`): the repo's one circle check, so a circle
// that is "only types" fails too. docs/decisions/toolkit.md: ENG-CYCLES.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A module must not reach itself through its imports (type imports count): move the shared piece into a file both sides import.',
      from: {},
      to: { circular: true },
    },
    // The simulator's engine folders depend one way (packages/mock-server/README.md "Engine layout"):
    // assembly/ (engine.ts, index.ts, replay.ts) -> domains/ -> the root's world modules (world,
    // state, seed, handler...) -> games/, wallet/, lottery/ -> seeded/. Folder-scope cycle detection does
    // not see these arrows (it never counts a folder's imports of its own sub-folders), so each
    // backward arrow is a rule of its own. Tests are left out: a folder's test may drive the whole
    // engine (createEngine) to check its rules.
    {
      name: 'engine-area-folders-below-root',
      severity: 'error',
      comment:
        'engine/games, engine/wallet and engine/lottery hold their own state types and pure operations; they import their own folder and engine/seeded only, never the engine root that holds them (the root imports them) nor a sibling. Pass the pieces an operation needs as parameters, or move an operation on a whole World up beside world.ts.',
      from: { path: '^packages/mock-server/src/engine/(games|wallet|lottery)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^packages/mock-server/src/engine/', pathNot: '^packages/mock-server/src/engine/($1|seeded)/' },
    },
    {
      name: 'engine-seeded-imports-no-engine',
      severity: 'error',
      comment: 'engine/seeded (seeded faker, string hash) sits below every other engine folder, so it imports nothing else of the engine.',
      from: { path: '^packages/mock-server/src/engine/seeded/', pathNot: '\\.test\\.ts$' },
      to: { path: '^packages/mock-server/src/engine/', pathNot: '^packages/mock-server/src/engine/seeded/' },
    },
    {
      name: 'engine-root-below-domains',
      severity: 'error',
      comment:
        'The world modules of the engine root (world, state, seed, handler, faults...) sit below engine/domains/ (whose handlers work on them) and engine/assembly/ (which builds the engine from both), so they import neither. A world-level operation that needs a domain rule lives in domains/ (as agent-kpi-ops.ts does); one that needs the whole SimEngine lives in assembly/ (as replay.ts does); a constant both sides need lives in the root (DEFAULT_PAGES_ORIGIN in world.ts).',
      from: { path: '^packages/mock-server/src/engine/[^/]+$', pathNot: '\\.test\\.ts$' },
      to: { path: '^packages/mock-server/src/engine/(domains|assembly)/' },
    },
    {
      name: 'engine-domains-below-assembly',
      severity: 'error',
      comment:
        'engine/assembly/ (SimEngine with its one dispatch, the package entry, replay) builds the engine from the handlers of engine/domains/, so a handler never imports it: what a handler needs of the engine comes in its HandlerContext.',
      from: { path: '^packages/mock-server/src/engine/domains/', pathNot: '\\.test\\.ts$' },
      to: { path: '^packages/mock-server/src/engine/assembly/' },
    },
    {
      name: 'engine-below-transports',
      severity: 'error',
      comment:
        'The engine is pure and transport-free: http/, msw/, control/, qa/, testing/ and the rest of the simulator import it, never the reverse.',
      from: { path: '^packages/mock-server/src/engine/', pathNot: '\\.test\\.ts$' },
      to: { path: '^packages/mock-server/src/', pathNot: '^packages/mock-server/src/engine/' },
    },
  ],
  options: {
    // Type-only imports are edges too (TypeScript would erase them before the graph is drawn otherwise).
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // Workspace packages resolve through their package.json "exports" to their src, so a circle
    // across packages would show too; nothing outside packages/*/src (and the fixtures given on the
    // command line by the tests) is part of the graph.
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/'] },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
