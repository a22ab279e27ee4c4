import { clearUnitJournals } from './contract-journals';

/** Once per run, before any file: the journals of an earlier run are not this run's coverage. */
export default function globalSetup(): void {
  clearUnitJournals();
}
