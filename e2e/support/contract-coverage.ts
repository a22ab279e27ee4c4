import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  contractCoverage,
  coverageMarkdown,
  coverageSummary,
  errorPairCoverage,
  errorPairMarkdown,
  errorPairSummary,
  pairCovered,
  type CoverageWorld,
} from '@m/contracts/coverage';
import { repoFiles } from '../../scripts/repo-files.mjs';
import { classMatrix } from './error-classes';

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

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Where the app's unit tests leave their worlds' journals (packages/app/src/test/contract-journals.ts). */
export const UNIT_JOURNALS_DIR = join(REPO_ROOT, 'test-results', 'contract-journals', 'unit');

/**
 * The tests that can name what a user sees of an error: the app's tests and stories and the e2e
 * specs (the simulator's and the contract's own tests check the answer, not the screen).
 */
function testSources(): Array<{ file: string; text: string }> {
  const isTest = (name: string) => /\.(test\.tsx?|stories\.tsx|spec\.ts)$/.test(name);
  return ['packages/app', 'e2e'].flatMap((dir) =>
    repoFiles(join(REPO_ROOT, dir), isTest).map((rel) => ({
      file: `${dir}/${rel}`,
      text: readFileSync(join(REPO_ROOT, dir, rel), 'utf8'),
    })),
  );
}

/**
 * The merged report of a whole `npm test`: per listed (endpoint, code) pair, the answers the unit
 * tests' worlds and the e2e worlds got, and the tests that name it. Written to the repository's
 * test-results/error-pairs.{json,md}; answers the figures to print, and `ok`: every domain pair
 * produced and named by a test, and every generic class's named test still there.
 */
export function writeMergedReport(unitDir: string = UNIT_JOURNALS_DIR, e2eDir: string = JOURNALS_DIR): { text: string; ok: boolean } {
  const sources = testSources();
  const pairs = errorPairCoverage({ unit: readWorlds(unitDir), e2e: readWorlds(e2eDir) }, sources);
  const cells = classMatrix(sources);
  const named = cells.filter((c) => 'file' in c);
  const missing = cells.filter((c) => !c.found).map((c) => `${c.kind} × ${c.errorClass}`);
  const classes = [
    `generic classes per kind of screen: ${named.filter((c) => c.found).length}/${named.length} asserted by the test named for them` +
      ` (${cells.length - named.length} a kind cannot meet)`,
    ...(missing.length ? [`generic classes whose test is gone: ${missing.join(', ')}`] : []),
  ].join('\n');
  const matrix = [
    '',
    '## Generic classes per kind of screen',
    '',
    classes,
    '',
    '| kind | class | test |',
    '|---|---|---|',
    ...cells.map(
      (c) =>
        `| ${c.kind} | ${c.errorClass} | ${'file' in c ? `${c.found ? '✔' : '✘'} ${c.file}: ${c.title}` : `n/a: ${c.notApplicable}`} |`,
    ),
    '',
  ].join('\n');
  const outDir = join(REPO_ROOT, 'test-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'error-pairs.json'), `${JSON.stringify({ pairs, classes: cells }, null, 2)}\n`);
  writeFileSync(join(outDir, 'error-pairs.md'), errorPairMarkdown(pairs) + matrix);
  const ok = missing.length === 0 && pairs.filter((p) => p.domain).every(pairCovered);
  return { text: `${errorPairSummary(pairs)}\n${classes}`, ok };
}
