import { type SystemStatus } from '@m/contracts';
import { create } from 'zustand';
import { query } from '../../shared/api/query-cache';
import { getSystemStatus } from './api/get-system-status';

interface StatusState {
  /** The answer of the status call; null until it answered (or when it failed). */
  status: SystemStatus | null;
}

export const useStatusStore = create<StatusState>()(() => ({ status: null }));

/**
 * A boot read, before React (front-end.md "One loader"), through the loader's cache (shared while
 * it runs, not kept). A failed status call leaves the decision to the settings flags (A-153
 * precedence either way).
 */
export async function checkSystemStatus(): Promise<void> {
  try {
    const { status } = await query('system.status', getSystemStatus, { keep: false });
    useStatusStore.setState({ status });
  } catch {
    useStatusStore.setState({ status: null });
  }
}
