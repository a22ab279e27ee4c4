import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The committed mutation report (reports/stryker-incremental.json, docs/reliability.md) is only
 * true of the code its mutants were run on. Stryker keeps that source text per file in the
 * report; when a rule file changes without `pnpm test:mutation`, its score silently describes
 * other code. This check is fast (no mutants run) so it can sit in every test run.
 * Paths come from the package root: Stryker's sandbox and the repository root both run tests.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));

interface IncrementalReport {
  files: Record<string, { source: string; mutants: unknown[] }>;
}

const report = JSON.parse(readFileSync(`${root}reports/stryker-incremental.json`, 'utf8')) as IncrementalReport;

describe('the committed mutation report is fresh (docs/reliability.md)', () => {
  it('covers exactly the files Stryker is configured to mutate', async () => {
    const config = ((await import(pathToFileURL(`${root}stryker.config.mjs`).href)) as { default: { mutate: string[] } }).default;
    expect(Object.keys(report.files).sort()).toEqual([...config.mutate].sort());
  });

  it('was run on the source each listed file has now (else run `pnpm test:mutation`, incremental)', () => {
    const stale = Object.entries(report.files)
      .filter(([file, { source }]) => readFileSync(`${root}${file}`, 'utf8') !== source)
      .map(([file]) => file);
    expect(stale, `mutation report older than: ${stale.join(', ')}; run pnpm test:mutation and update docs/reliability.md`).toEqual([]);
  });
});
