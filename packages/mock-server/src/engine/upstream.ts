import type { Endpoint } from '@m/contracts';
import type { Headers } from './handler';

/**
 * Another source of answers in front of a world's own handlers ("proxy and record"):
 * a real backend (`pnpm sim --proxy URL`) or a recording of one (`--replay file`). The engine stays
 * pure: the CLI injects the network side (src/proxy/). An endpoint with a fault on the world is
 * answered by the world, so QA layers failures over a real backend.
 */
export interface UpstreamRequest {
  endpoint: Endpoint;
  worldId: string;
  method: string;
  /** The path as requested (path parameters filled in). */
  path: string;
  /** The query as the client sent it. */
  query: Record<string, string>;
  /** The body as it came over the wire (still encrypted for encrypted endpoints). */
  body: unknown;
  headers: Headers;
}

/** One place of an answer that breaks the contract: a JSON pointer and what is wrong there. */
export interface UpstreamDrift {
  path: string;
  message: string;
  found?: string;
}

export interface UpstreamAnswer {
  status: number;
  /** The answer's bytes, passed through as they came (a drifting answer is not mended). */
  text: string;
  source: 'proxy' | 'recording';
  /** Where the answer breaks the contract; empty when it conforms. */
  drift: UpstreamDrift[];
}

export interface Upstream {
  /** The answer to this request, or null when this source has none (the world answers). */
  answer(req: UpstreamRequest): Promise<UpstreamAnswer | null>;
}
