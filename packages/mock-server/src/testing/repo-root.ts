import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root folder (the one holding pnpm-workspace.yaml), found by walking up from
 * this file. Tests read repository files (docs/*.md) from here rather than by a relative path:
 * Stryker runs the tests from a copy of this package (.stryker-tmp/sandbox-*), where
 * `../../../../docs` points into the package instead of the repository.
 */
export function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('repoRoot: no pnpm-workspace.yaml above ' + fileURLToPath(import.meta.url));
    dir = up;
  }
  return dir;
}

/** A repository file's text, e.g. `readRepoFile('docs/scenarios.md')`. */
export const readRepoFile = (path: string): string => readFileSync(join(repoRoot(), path), 'utf8');
