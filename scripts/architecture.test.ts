import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './traceability.mjs';

/**
 * docs/architecture.md's picture of the packages draws an arrow for each package that imports
 * another, and lists them in words (`app -> ui`). The list is checked against the imports the code
 * has (every tracked source file of a package, tests, stories and configs included), both ways, so
 * a new arrow in the code that the picture lacks fails here, as does an arrow the code has dropped.
 */

const PACKAGES: Readonly<Record<string, string>> = {
  app: 'packages/app/',
  contracts: 'packages/contracts/',
  'mock-server': 'packages/mock-server/',
  ui: 'packages/ui/',
  e2e: 'e2e/',
};
const SOURCE = /\.(?:tsx?|mts|mjs|js)$/;
const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"]@m\/([\w-]+)/g;

function arrowsInCode(): string[] {
  const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
  const arrows = new Set<string>();
  for (const [from, dir] of Object.entries(PACKAGES)) {
    for (const file of tracked.filter((f) => f.startsWith(dir) && SOURCE.test(f))) {
      for (const [, to] of readFileSync(join(ROOT, file), 'utf8').matchAll(IMPORT)) {
        if (to !== from && Object.hasOwn(PACKAGES, to!)) arrows.add(`${from} -> ${to}`);
      }
    }
  }
  return [...arrows].sort();
}

function arrowsInDoc(): string[] {
  const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
  const list = /\(arrows:([^)]*)\)/.exec(doc)?.[1] ?? '';
  return [...list.matchAll(/`([\w-]+) -> ([\w-]+)`/g)].map(([, a, b]) => `${a} -> ${b}`).sort();
}

describe('docs/architecture.md draws the imports the code has', () => {
  it('lists every arrow between packages, and no other', () => {
    expect(arrowsInDoc().length).toBeGreaterThan(0);
    expect(arrowsInDoc()).toEqual(arrowsInCode());
  });
});
