import { resolve } from 'node:path';
import { readWorlds, RESULTS_DIR, writeMergedReport, writeReport } from './contract-coverage';

/**
 * `pnpm --filter @m/e2e coverage:report [journals-dir]`: the contract coverage report of journals
 * gathered from several runs or shards (the CI workflow downloads each shard's
 * test-results/contract-journals into one folder), written to test-results/contract-coverage.{json,md}.
 *
 * `--merged` (the last step of `npm test`): the error pairs of the unit and e2e runs together,
 * with the tests that name each, written to the repository's test-results/error-pairs.{json,md};
 * it fails when a domain pair is left or a generic class's test is gone.
 */
if (process.argv.includes('--merged')) {
  const { text, ok } = writeMergedReport();
  console.info(`${text}\n  report: test-results/error-pairs.md (and .json)`);
  // A domain pair no test produces and names, or a generic class whose test is gone, fails the run.
  if (!ok) process.exitCode = 1;
} else {
  const dir = process.argv[2] ? resolve(process.argv[2]) : undefined;
  console.info(writeReport(readWorlds(dir), RESULTS_DIR));
}
