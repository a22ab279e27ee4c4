import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractCoverage, coverageMarkdown, coverageSummary, type CoverageWorld } from '@m/contracts/coverage';

/**
 * The contract coverage report of an e2e run. Each test's world fixture appends its
 * world's journal (endpoint, status, code) and scenario to a file of its worker before deleting
 * the world; the global teardown joins them into e2e/test-results/contract-coverage.{json,md} and
 * prints the summary line. A sharded run writes one report per shard (merged by the CI workflow).
 */
export const RESULTS_DIR = fileURLToPath(new URL('../test-results/', import.meta.url));
const JOURNALS_DIR = join(RESULTS_DIR, 'contract-journals');

/** Appends one world's journal (one JSON line: scenario and entries). */
export function recordWorld(worker: string, world: CoverageWorld): void {
  mkdirSync(JOURNALS_DIR, { recursive: true });
  const entries = world.entries.map(({ endpoint, status, code }) => ({ endpoint, status, code }));
  appendFileSync(join(JOURNALS_DIR, `${worker}.jsonl`), `${JSON.stringify({ scenario: world.scenario, entries })}\n`);
}

/** Every world recorded under a folder of journals (one or several runs' `contract-journals`). */
export function readWorlds(dir: string = JOURNALS_DIR): CoverageWorld[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .flatMap((f) =>
      readFileSync(join(dir, f), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as CoverageWorld),
    );
}

/** Writes contract-coverage.json and .md beside the journals and answers the summary line. */
export function writeReport(worlds: CoverageWorld[], outDir: string = RESULTS_DIR): string {
  const report = contractCoverage(worlds);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'contract-coverage.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(outDir, 'contract-coverage.md'), coverageMarkdown(report));
  return coverageSummary(report);
}
