import { appendFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { threadId } from 'node:worker_threads';
import type { createEngine } from '@m/mock-server/engine';

/**
 * The unit tests' share of the merged contract coverage report (e2e/support/contract-coverage.ts):
 * each test file leaves the journals of its worlds (endpoint, status, code of every answer) here,
 * one line per world, as the e2e suite's world fixture does for its own.
 */
export const UNIT_JOURNALS_DIR = join(repoRoot(process.cwd()), 'test-results', 'contract-journals', 'unit');

/** The workspace root above `dir` (vitest runs from the root or from a package; the DOM environment gives no file URL). */
function repoRoot(dir: string): string {
  for (let at = dir; ; at = dirname(at)) {
    if (existsSync(join(at, 'pnpm-workspace.yaml'))) return at;
    if (dirname(at) === at) return dir;
  }
}

/** A run starts with none (vitest globalSetup). */
export function clearUnitJournals(): void {
  rmSync(UNIT_JOURNALS_DIR, { recursive: true, force: true });
}

/** Appends the journal of every world of `engine` (called when a file ends, before the next drops them). */
export function recordUnitJournals(engine: ReturnType<typeof createEngine>): void {
  const lines = engine.worldIds().map((id) => {
    const world = engine.world(id);
    const entries = world.journal.list().map(({ endpoint, status, code }) => ({ endpoint, status, code }));
    return JSON.stringify({ scenario: world.config.scenario, entries });
  });
  if (lines.length === 0) return;
  mkdirSync(UNIT_JOURNALS_DIR, { recursive: true });
  appendFileSync(join(UNIT_JOURNALS_DIR, `${process.pid}-${threadId}.jsonl`), `${lines.join('\n')}\n`);
}
