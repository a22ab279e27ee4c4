import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './traceability.mjs';

/**
 * What `patches/playwright-core@1.65.1.patch` changes, read from the Playwright the e2e suite runs,
 * so an upgrade that drops the patch fails here instead of silently polling every 500 ms again
 * (docs/decisions/toolkit.md "Patched playwright-core"). The patch is recorded beside the one of
 * happy-dom, which packages/app/src/test/dependency-patches.test.ts checks in the DOM itself.
 */

const coreBundle = (): string => {
  const pkg = createRequire(join(ROOT, 'e2e/package.json')).resolve('playwright-core/package.json');
  return readFileSync(join(dirname(pkg), 'lib/coreBundle.js'), 'utf8');
};

/** The numbers of the array literal assigned to `name` in Playwright's bundle. */
const schedule = (source: string, name: string): number[] => {
  const found = new RegExp(`\\b${name} = \\[([\\d, ]+)\\]`).exec(source);
  return found ? found[1]!.split(',').map(Number) : [];
};

describe('the playwright-core patch', () => {
  it('retries actions and polls locators at most every 100 ms (Playwright steps up to 500 ms)', () => {
    const source = coreBundle();
    for (const name of ['waitTime', 'backoffScale']) {
      const steps = schedule(source, name);
      expect(steps.length, `${name} in playwright-core/lib/coreBundle.js`).toBeGreaterThan(0);
      expect(Math.max(...steps), name).toBe(100);
    }
  });
});
