import { join } from 'node:path';
import { readWorlds, RESULTS_DIR, writeReport } from './contract-coverage';

/** After the run: the contract coverage report, printed and written to test-results. */
export default function globalTeardown(): void {
  const worlds = readWorlds();
  if (worlds.length === 0) return;
  const summary = writeReport(worlds);
  console.info(`\n${summary}\n  report: ${join(RESULTS_DIR, 'contract-coverage.md')} (and .json)\n`);
}
