import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repo's circle check (docs/decisions/toolkit.md ENG-CYCLES) really finds circles: `pnpm
 * check:cycles` (dependency-cruiser with .dependency-cruiser.mjs) counts `import type` edges as
 * well as value imports. The fixtures (scripts/fixtures) are outside `pnpm lint`, tsc and the
 * check's own run.
 */

const root = fileURLToPath(new URL('..', import.meta.url));

function cruise(target: string): { status: number | null; out: string } {
  const bin = fileURLToPath(new URL('../node_modules/dependency-cruiser/bin/dependency-cruise.mjs', import.meta.url));
  const run = spawnSync(process.execPath, [bin, target, '--config', '.dependency-cruiser.mjs', '--output-type', 'err'], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

describe('pnpm check:cycles (dependency-cruiser, type imports count)', () => {
  // One run over the three fixtures (each run loads TypeScript: seconds): each circle is named on its own.
  const { status, out } = cruise('scripts/fixtures');

  it('fails on a value-import circle and names both files', () => {
    expect(status).not.toBe(0);
    expect(out).toMatch(/no-circular: scripts\/fixtures\/cycle\/a\.ts → \s*scripts\/fixtures\/cycle\/b\.ts/);
  });

  it('fails on a circle made only of `import type`', () => {
    expect(out).toMatch(/no-circular: scripts\/fixtures\/type-cycle\/a\.ts → \s*scripts\/fixtures\/type-cycle\/b\.ts/);
  });

  it('passes a one-way import: only the two circles are found', () => {
    expect(out).not.toContain('fixtures/no-cycle');
    expect(out).toMatch(/2 dependency violations \(2 errors, 0 warnings\)/);
  });

  it('covers every package, the e2e suite and the repo scripts, the fixtures aside', () => {
    const command: string = JSON.parse(readFileSync(`${root}package.json`, 'utf8')).scripts['check:cycles'];
    for (const target of ['packages/*/src', 'e2e', 'scripts']) expect(command.split(' ')).toContain(target);
    expect(command).toMatch(/--exclude "\^scripts\/fixtures\//);
  });
});
