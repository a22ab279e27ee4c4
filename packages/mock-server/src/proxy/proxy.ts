import { ErrorEnvelope } from '@m/contracts';
import { Value } from '@sinclair/typebox/value';
import { answerIssues } from '../contract-check/check';
import type { Upstream, UpstreamAnswer, UpstreamDrift, UpstreamRequest } from '../engine/upstream';
import type { Recording } from './recording';

/**
 * `pnpm sim --proxy URL` ("proxy and record"): every contract call a world does not
 * override with a fault goes to a real backend; its answer is passed through unchanged and checked
 * against the contract (the drift shows in the journal: `source: 'proxy'`, `drift: [...]`).
 * With a recording, each distinct call's answer is kept for `--replay`.
 */
export interface ProxyOptions {
  /** Backend origin, e.g. https://staging.example.com. */
  target: string;
  recording?: Recording;
  /** Told after each call kept in the recording (the CLI saves the file). */
  onRecorded?: () => void;
  /** Milliseconds before a backend that does not answer is given up (answered 502). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Headers a backend needs; the world selection (header, cookie) stays with the simulator. */
const FORWARDED = ['content-type', 'token', 'x-module-id', 'x-encrypted', 'accept-language', 'user-agent'];

const cut = (text: string): string => (text.length > 80 ? `${text.slice(0, 77)}...` : text);

/** Contract issues of a backend's answer: a success envelope against the endpoint's schema, an error against ErrorEnvelope. */
export function driftOf(req: UpstreamRequest, text: string): UpstreamDrift[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [{ path: '', message: 'answer is not JSON', found: cut(text) }];
  }
  const success = typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;
  if (!success) {
    if (Value.Check(ErrorEnvelope, body)) return [];
    const first = Value.Errors(ErrorEnvelope, body).First();
    return [
      {
        path: first?.path ?? '',
        message: `error answer: ${first?.message ?? 'not an error envelope'}`,
        found: cut(JSON.stringify(first?.value) ?? ''),
      },
    ];
  }
  return answerIssues(req.endpoint, body);
}

function requestBody(req: UpstreamRequest): string | undefined {
  if (req.method === 'GET' || req.body === undefined || req.body === null) return undefined;
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('application/x-www-form-urlencoded') && typeof req.body === 'object') {
    return new URLSearchParams(Object.entries(req.body as Record<string, unknown>).map(([k, v]) => [k, String(v)])).toString();
  }
  return JSON.stringify(req.body);
}

export function proxyUpstream(opts: ProxyOptions): Upstream {
  const target = new URL(opts.target);
  const doFetch = opts.fetch ?? fetch;
  return {
    async answer(req): Promise<UpstreamAnswer> {
      const url = new URL(req.path, target);
      for (const [k, v] of Object.entries(req.query)) url.searchParams.set(k, v);
      const headers: Record<string, string> = { accept: 'application/json' };
      for (const name of FORWARDED) {
        const v = req.headers[name];
        if (typeof v === 'string' && v) headers[name] = v;
      }
      let status: number;
      let text: string;
      try {
        const res = await doFetch(url, {
          method: req.method,
          headers,
          body: requestBody(req),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
        });
        status = res.status;
        text = await res.text();
      } catch (err) {
        // The backend is down or too slow: a contract-shaped 502, and the journal says why.
        const why = err instanceof Error ? err.message : String(err);
        const envelope = { success: false, code: 'unknown', message: `proxy: no answer from ${target.origin}`, value: null };
        return { status: 502, text: JSON.stringify(envelope), source: 'proxy', drift: [{ path: '', message: `no answer: ${cut(why)}` }] };
      }
      if (opts.recording?.add(req, status, text)) opts.onRecorded?.();
      return { status, text, source: 'proxy', drift: driftOf(req, text) };
    },
  };
}
