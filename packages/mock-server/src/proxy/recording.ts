import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Upstream, UpstreamAnswer, UpstreamRequest } from '../engine/upstream';

/**
 * A recording of a real backend's answers (`pnpm sim --proxy URL --record file.json`), replayed
 * offline by `pnpm sim --replay file.json`: a request with the same endpoint, path, query and body
 * gets the recorded answer; anything else is answered by the world. Encrypted bodies carry a fresh
 * IV each time, so those calls never match and fall back to the world.
 */
export const RECORDING_FORMAT = 'sim-recording/1';
/** Bounded: a proxy left running records at most this many distinct calls (the first ones win). */
export const RECORDING_LIMIT = 5_000;

const RecordedCall = Type.Object(
  {
    endpoint: Type.String({ maxLength: 128 }),
    method: Type.String({ maxLength: 8 }),
    path: Type.String({ maxLength: 2_048 }),
    query: Type.Record(Type.String({ maxLength: 256 }), Type.String({ maxLength: 2_048 })),
    body: Type.Optional(Type.Unknown()),
    status: Type.Integer({ minimum: 100, maximum: 599 }),
    answer: Type.String({ maxLength: 4_000_000 }),
  },
  { additionalProperties: false },
);
export type RecordedCall = Static<typeof RecordedCall>;

export const RecordingDoc = Type.Object(
  {
    format: Type.Literal(RECORDING_FORMAT),
    target: Type.String({ maxLength: 2_048 }),
    calls: Type.Array(RecordedCall, { maxItems: RECORDING_LIMIT }),
  },
  { additionalProperties: false },
);
export type RecordingDoc = Static<typeof RecordingDoc>;

/** Stable JSON (sorted keys), so the same query or body always gives the same key. */
function stable(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stable).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

const keyOf = (c: Pick<RecordedCall, 'endpoint' | 'method' | 'path' | 'query' | 'body'>): string =>
  `${c.endpoint} ${c.method} ${c.path} ${stable(c.query)} ${stable(c.body ?? null)}`;

export class Recording {
  private readonly calls = new Map<string, RecordedCall>();

  constructor(readonly target: string) {}

  get size(): number {
    return this.calls.size;
  }

  /** Keeps the first answer of each distinct call; false when it was not kept (known or full). */
  add(req: UpstreamRequest, status: number, answer: string): boolean {
    const call: RecordedCall = {
      endpoint: req.endpoint.id,
      method: req.method,
      path: req.path,
      query: req.query,
      ...(req.body === undefined || req.body === null ? {} : { body: req.body }),
      status,
      answer,
    };
    const key = keyOf(call);
    if (this.calls.has(key) || this.calls.size >= RECORDING_LIMIT) return false;
    this.calls.set(key, call);
    return true;
  }

  find(req: UpstreamRequest): RecordedCall | undefined {
    return this.calls.get(
      keyOf({ endpoint: req.endpoint.id, method: req.method, path: req.path, query: req.query, body: req.body ?? undefined }),
    );
  }

  toJSON(): RecordingDoc {
    return { format: RECORDING_FORMAT, target: this.target, calls: [...this.calls.values()] };
  }

  /** Reads a recording file's JSON; throws with the first problem when it is not one. */
  static fromJSON(doc: unknown): Recording {
    if (!Value.Check(RecordingDoc, doc)) {
      const first = Value.Errors(RecordingDoc, doc).First();
      throw new Error(`not a ${RECORDING_FORMAT} file: ${first ? `${first.path || '/'} ${first.message}` : 'invalid'}`);
    }
    const rec = new Recording(doc.target);
    for (const c of doc.calls) rec.calls.set(keyOf(c), c);
    return rec;
  }
}

/** Replays a recording: recorded calls get their answer (journaled as `recording`), others fall to the world. */
export function replayUpstream(recording: Recording): Upstream {
  return {
    async answer(req): Promise<UpstreamAnswer | null> {
      const hit = recording.find(req);
      return hit ? { status: hit.status, text: hit.answer, source: 'recording', drift: [] } : null;
    },
  };
}
