import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The two circle checks of the repo (docs/decisions/toolkit.md ENG-CYCLES) really find circles: ESLint's
 * import-x/no-cycle with the repo's own eslint.config.js (it once printed nothing on a
 * circle), and `pnpm check:cycles` (dependency-cruiser with .dependency-cruiser.mjs), which also
 * counts `import type` edges. The fixtures (scripts/fixtures) are outside `pnpm lint` and tsc.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const fixture = (name: string) => `scripts/fixtures/${name}`;

async function noCycleErrors(folder: string): Promise<string[]> {
  // ignore: false lints the fixtures although eslint.config.js keeps them out of `pnpm lint`.
  const eslint = new ESLint({ cwd: root, ignore: false });
  const results = await eslint.lintFiles([`${fixture(folder)}/a.ts`, `${fixture(folder)}/b.ts`]);
  return results.flatMap((r) =>
    r.messages.filter((m) => m.ruleId === 'import-x/no-cycle' && m.severity === 2).map((m) => `${r.filePath.slice(root.length)}:${m.line}`),
  );
}

function cruise(target: string): { status: number | null; out: string } {
  const bin = fileURLToPath(new URL('../node_modules/dependency-cruiser/bin/dependency-cruise.mjs', import.meta.url));
  const run = spawnSync(process.execPath, [bin, target, '--config', '.dependency-cruiser.mjs', '--output-type', 'err'], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

describe('ESLint import-x/no-cycle (eslint.config.js)', () => {
  it('fails both files of a two-file value-import circle', async () => {
    expect(await noCycleErrors('cycle')).toEqual(['scripts/fixtures/cycle/a.ts:1', 'scripts/fixtures/cycle/b.ts:1']);
  });

  it('says nothing about a one-way import', async () => {
    expect(await noCycleErrors('no-cycle')).toEqual([]);
  });
});

describe('pnpm check:cycles (dependency-cruiser, type imports count)', () => {
  it('fails on a value-import circle and names both files', () => {
    const { status, out } = cruise(fixture('cycle'));
    expect(status).not.toBe(0);
    expect(out).toMatch(/no-circular: scripts\/fixtures\/cycle\/(a|b)\.ts/);
    expect(out).toMatch(/1 dependency violations \(1 errors?, 0 warnings\)/);
  });

  it('fails on a circle made only of `import type`, which ESLint skips', async () => {
    const { status, out } = cruise(fixture('type-cycle'));
    expect(status).not.toBe(0);
    expect(out).toMatch(/no-circular: scripts\/fixtures\/type-cycle\/(a|b)\.ts/);
    expect(await noCycleErrors('type-cycle')).toEqual([]);
  });

  it('passes a one-way import', () => {
    const { status, out } = cruise(fixture('no-cycle'));
    expect(out).toContain('no dependency violations found');
    expect(status).toBe(0);
  });
});
