// The repository's own files, for the checks that read them all (traceability, work-item
// numbers, design-record links): one walk, one list of what is not written by hand.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Build output, installed packages, reports of runs and generated data; not written by hand. */
export const SKIP_DIRS = new Set([
  'node_modules',
  '.git',
  'dist',
  'storybook-static',
  'test-results',
  'playwright-report',
  'coverage',
  '.tools',
  '.stryker-tmp',
  'reports',
  '.build',
  'peers',
]);

/**
 * Files under `root` whose name `keep` accepts, as '/'-separated paths relative to `root`,
 * sorted. Folders in SKIP_DIRS are not entered, nor any path `skip` names (relative to `root`).
 */
export function repoFiles(root, keep, skip = () => false) {
  const out = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const rel = relative(root, path).split(sep).join('/');
      if (skip(rel)) continue;
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name)) walk(path);
      } else if (keep(entry.name)) out.push(rel);
    }
  };
  walk(root);
  return out.sort();
}
