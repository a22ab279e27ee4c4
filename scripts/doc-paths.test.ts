import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './traceability.mjs';

/**
 * The documents name files in backticks (`server-clock.ts`, `packages/app/src/dev/`,
 * `engine/games/game-catalogue.ts`); a rename that leaves one behind is a document that lies. A name
 * resolves when a tracked file or folder is at that path from the repository, from the document's
 * folder or its package, or ends with it (a bare file name or a path inside a package's src).
 * A dependency's own file is named from its package (`happy-dom/lib/...`) and found where it is
 * installed. What the tools write (build and test outputs, ignored by git) and URLs are not files of the tree.
 * Code names in backticks (`useLoad`, `EARLY_GLOBAL`) must be names the sources still have.
 */

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim().split('\n').filter(Boolean);

/** Outputs of the build and the test runs: named by the documents, never committed. */
const OUTPUTS = /^(?:packages\/app\/)?(?:dist|storybook-static)\b|(?:^|\/)(?:test-results|visual-results|visual-report|\.vite)(?:\/|$)/;
/** A token that looks like a file path: a known extension, or a path under a top folder. */
const FILE_LIKE = /^[\w@.\-/]+\.(?:tsx?|mjs|mts|js|json|md|css|ya?ml|html)$|^(?:packages|scripts|e2e|docs)\//;
/** Written as examples of a kind of file, not a file: a suffix (`.lazy.ts`), a URL path, a package specifier, a brace set. */
const NOT_A_PATH = /^[./@]|[{*<]/;
/** Named by the documents as what one run writes, beside the test or in its report. */
const RUN_ARTEFACTS = new Set(['sim-world.json', 'index.json', 'dist/sim.mjs']);

/** Where a dependency is installed: the root's node_modules or a package's. */
const INSTALLED = ['.', 'packages/app', 'packages/mock-server', 'packages/contracts', 'packages/ui', 'e2e'];

function unresolved(): string[] {
  const tracked = git('ls-files');
  const entries = new Set(tracked.flatMap((f) => f.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'))));
  const all = [...entries];
  const docs = tracked.filter((f) => f.endsWith('.md') && f !== 'docs/traceability.md' && !f.includes('/reports/'));
  const out: string[] = [];
  for (const doc of docs) {
    const pkg = doc.startsWith('packages/') ? doc.split('/').slice(0, 2).join('/') : '';
    for (const [, raw] of readFileSync(join(ROOT, doc), 'utf8').matchAll(/`([^`\s]+)`/g)) {
      const path = raw!.replace(/[:#].*$/, '').replace(/\/$/, '');
      if (!FILE_LIKE.test(path) || NOT_A_PATH.test(path) || OUTPUTS.test(path) || RUN_ARTEFACTS.has(path)) continue;
      const tries = [path, join(dirname(doc), path), ...(pkg ? [join(pkg, path), join(pkg, 'src', path)] : [])];
      if (tries.some((t) => entries.has(t)) || all.some((e) => e.endsWith(`/${path}`))) continue;
      if (INSTALLED.some((dir) => existsSync(join(ROOT, dir, 'node_modules', path)))) continue;
      out.push(`${doc}: \`${raw}\``);
    }
  }
  return out;
}

/**
 * A code name in backticks: camelCase (`useLoad`, `shellBoot`), PascalCase of two words or more
 * (`BannerSkeleton`) or CONSTANT_CASE (`EARLY_GLOBAL`), alone or as a member (`routes.banners.list`,
 * `earlyBanner()`). One lowercase word (`hold`, `keep`) says too little to check.
 */
const CODE_NAME = /^(?:[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*|[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*|[A-Z][A-Z0-9]*_[A-Z0-9_]+)$/;

/** Names the documents give that are not the repository's own code: a library's API, or code a log says was replaced. */
const NOT_OURS = new Map([
  ['contentSchema', 'TypeBox option (docs/decisions/contract.md)'],
  ['serverTime', 'an envelope field the decision rejected (docs/decisions/contract.md)'],
  ['onSend', 'Fastify hook (docs/decisions/simulator.md)'],
  ['useSyncExternalStore', 'React hook the stores run through (docs/performance.md)'],
  ['NodeCache', 'happy-dom internal (docs/decisions/toolkit.md)'],
  ['toBlob', 'DOM canvas method (docs/performance.md)'],
  ['runBaseTests', 'vitest internal (docs/performance.md)'],
  ['prefetchHomeBanners', 'the performance log: since replaced by the shell’s early start (docs/performance.md)'],
]);

/** Backticked code names of the documents that no source file of the tree has. */
function unknownNames(): string[] {
  const tracked = git('ls-files');
  const sources = tracked.filter(
    (f) => /\.(?:tsx?|mjs|cjs|js|css|json|html|ya?ml)$/.test(f) && !f.startsWith('docs/') && existsSync(join(ROOT, f)),
  );
  const words = new Set(sources.flatMap((f) => readFileSync(join(ROOT, f), 'utf8').match(/[A-Za-z_$][\w$]*/g) ?? []));
  const docs = tracked.filter((f) => f.endsWith('.md') && f !== 'docs/traceability.md' && !f.includes('/reports/'));
  const out: string[] = [];
  for (const doc of docs) {
    for (const [, raw] of readFileSync(join(ROOT, doc), 'utf8').matchAll(/`([^`\n]+)`/g)) {
      const names = raw!
        .replace(/\(.*\)$/, '')
        .split('.')
        .filter((part) => CODE_NAME.test(part));
      for (const name of names) if (!words.has(name) && !NOT_OURS.has(name)) out.push(`${doc}: \`${name}\``);
    }
  }
  return out;
}

describe('the documents name files that exist', () => {
  it('every backticked file or folder in a Markdown document resolves to one in the tree', () => {
    expect(unresolved()).toEqual([]);
  });

  it('every backticked code name in a Markdown document is a name some source file of the tree has', () => {
    expect(unknownNames()).toEqual([]);
  });
});
