/** One request a world served, as its journal lists it (docs/control-api.md "Routes"), for assertions in e2e and the dev panel. */
export interface JournalEntry {
  /** 1, 2, 3... per world; keeps counting when old entries are dropped. */
  seq: number;
  /** World clock (ms) when the answer was made. */
  at: number;
  method: string;
  path: string;
  /** Endpoint id, or null for a path outside the endpoint table. */
  endpoint: string | null;
  /** HTTP status; 0 when the connection was dropped. */
  status: number;
  /** Envelope code; null when no envelope was sent (drop, malformed). */
  code: string | null;
  /** Query string the site sent (absent when empty); secrets masked (journal-payload.ts). */
  query?: unknown;
  /** Body the site sent, decrypted, secrets masked as `***` (absent when empty). */
  body?: unknown;
  /** Who answered when not the world: a real backend (`--proxy`) or its recording (`--replay`). */
  source?: 'proxy' | 'recording';
  /** Where that answer breaks the contract (JSON pointers); absent when it conforms. */
  drift?: Array<{ path: string; message: string; found?: string }>;
}

/** Bounded so a dev session left running for days does not grow without end. */
export const JOURNAL_LIMIT = 2000;

export class Journal {
  private entries: JournalEntry[] = [];
  private seq = 0;

  record(entry: Omit<JournalEntry, 'seq'>): JournalEntry {
    const full = { seq: ++this.seq, ...entry };
    this.entries.push(full);
    // Trim in batches: splicing one entry per request would shift the whole array every time.
    if (this.entries.length >= JOURNAL_LIMIT * 1.5) this.entries.splice(0, this.entries.length - JOURNAL_LIMIT);
    return full;
  }

  list(endpoint?: string): JournalEntry[] {
    const recent = this.entries.slice(-JOURNAL_LIMIT);
    return endpoint === undefined ? recent : recent.filter((e) => e.endpoint === endpoint);
  }

  /** Puts back the entries of an exported world (replay); the next seq follows the last one. */
  restore(entries: readonly JournalEntry[]): void {
    this.entries = entries.slice(-JOURNAL_LIMIT).map((e) => ({ ...e }));
    this.seq = this.entries.reduce((max, e) => Math.max(max, e.seq), 0);
  }

  clear(): void {
    this.entries = [];
    this.seq = 0;
  }
}
