import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREA_SPECS, plan, unitPlan } from './test-changed.mjs';
import { ROOT } from './traceability.mjs';

/** `pnpm test:changed` picks the e2e specs of a change's area: its table must name real specs and cover every area. */
const specNames = readdirSync(join(ROOT, 'e2e/specs'))
  .filter((f) => f.endsWith('.spec.ts'))
  .map((f) => f.slice(0, -'.spec.ts'.length));
const features = readdirSync(join(ROOT, 'packages/app/src/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

describe('test:changed', () => {
  it('names only specs that exist', () => {
    expect(
      Object.values(AREA_SPECS)
        .flat()
        .filter((s) => !specNames.includes(s)),
    ).toEqual([]);
  });

  it('has specs for every feature folder of the site', () => {
    expect(features.filter((f) => !(f in AREA_SPECS))).toEqual([]);
  });

  it("runs a screen's area specs, a simulator domain's, a changed spec, and says when a change is shared by all", () => {
    expect(plan(['packages/app/src/features/lottery/components/lottery-card.tsx'], specNames).specs).toEqual(['lottery']);
    expect(plan(['packages/mock-server/src/engine/domains/promotions.ts'], specNames).specs).toEqual(['promotions-activity']);
    expect(plan(['e2e/specs/support.spec.ts', 'packages/app/src/app/app-header.tsx'], specNames).specs).toEqual(['frame', 'support']);
    expect(plan(['e2e/support/fixtures.ts'], specNames)).toEqual({ specs: [], wide: ['e2e/support/fixtures.ts'] });
    expect(plan(['docs/qa-guide.md'], specNames)).toEqual({ specs: [], wide: [] });
  });

  it("runs the site's tests by folder (every screen test imports every screen) and the packages' by their module graph", () => {
    expect(
      unitPlan([
        'packages/app/src/features/lottery/components/lottery-card.tsx',
        'packages/app/src/shared/time/server-clock.ts',
        'packages/app/src/app/app-header.tsx',
        'packages/app/src/app/shell/render-shell.tsx',
        'packages/mock-server/src/engine/domains/lottery.ts',
        'scripts/serve-site.mjs',
        'docs/qa-guide.md',
        'package.json',
      ]),
    ).toEqual({
      appFilters: [
        'packages/app/src/app/app-header',
        'packages/app/src/app/shell/',
        'packages/app/src/features/lottery/',
        'packages/app/src/shared/time/',
      ],
      related: ['packages/mock-server/src/engine/domains/lottery.ts', 'scripts/serve-site.mjs'],
      projects: ['mock-server', 'repo'],
    });
  });
});
