// The module graph of every package's src, type imports included (`pnpm check:cycles`, part of
// `pnpm ci`). ESLint's import-x/no-cycle sees only value imports; this check also counts
// `import type` edges, so a circle that is "only types" fails here too. docs/decisions/toolkit.md: ENG-CYCLES.
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
