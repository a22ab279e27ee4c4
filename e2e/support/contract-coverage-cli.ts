import { resolve } from 'node:path';
import { readWorlds, RESULTS_DIR, writeReport } from './contract-coverage';

/**
 * `pnpm --filter @m/e2e coverage:report [journals-dir]`: the contract coverage report of journals
 * gathered from several runs or shards (the CI workflow downloads each shard's
 * test-results/contract-journals into one folder), written to test-results/contract-coverage.{json,md}.
 */
const dir = process.argv[2] ? resolve(process.argv[2]) : undefined;
const worlds = readWorlds(dir);
console.info(writeReport(worlds, RESULTS_DIR));
