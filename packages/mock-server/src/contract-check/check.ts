import { endpointList, ErrorEnvelope, SIM_WORLD_HEADER, type Endpoint } from '@m/contracts';
import { Type, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/**
 * Contract drift check (`pnpm contract:check --target URL`): calls every
 * read-only (GET) endpoint of the contract table on a backend and checks each answer against
 * the envelope and the endpoint's response schema. Built from `endpointList`, so every area's
 * endpoints are covered once they are in the table. Works on any backend: the simulator, a
 * staging server, a production mirror.
 *
 * Outcomes per endpoint:
 * - `ok`: a success envelope whose value matches the schema;
 * - `drift`: not JSON, not an envelope, or a value that breaks the schema (each offending field
 *   by its JSON pointer, e.g. `/value/0/gameMenus/2/remainTime`);
 * - `skipped`: needs a token and none was given, or answered a well-formed error envelope
 *   (e.g. a query the checker cannot guess: give it with `--query`).
 */

export interface DriftIssue {
  /** JSON pointer into the answer (`/value/status`); `` for the whole body. */
  path: string;
  message: string;
  /** The offending value, cut short. */
  found?: string;
}

export interface EndpointReport {
  id: string;
  method: string;
  path: string;
  outcome: 'ok' | 'drift' | 'skipped';
  status?: number;
  /** Why it was skipped (or the error code answered). */
  reason?: string;
  issues: DriftIssue[];
}

export interface CheckOptions {
  /** Backend origin, e.g. http://localhost:4010. */
  target: string;
  /** Session token for the endpoints that need one (header `token`). */
  token?: string;
  /** Simulator only: the world to check (header x-sim-world). */
  world?: string;
  /** Extra query values per endpoint id, e.g. `{ 'lottery.history': { code: 'FAST1' } }`. */
  queries?: Record<string, Record<string, string>>;
  /** Endpoints to check; default: every GET of the contract table. */
  endpoints?: readonly Endpoint[];
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
  /** Most issues listed per endpoint. */
  maxIssues?: number;
}

export interface CheckReport {
  target: string;
  endpoints: EndpointReport[];
  drift: boolean;
}

/** The read-only endpoints of a table: GET, no body. */
export const readOnlyEndpoints = (list: readonly Endpoint[] = endpointList): Endpoint[] => list.filter((e) => e.method === 'GET');

const cut = (v: unknown): string => {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

/** Query of a call: each property's `examples[0]` from the contract, then the caller's values. Defaults are the backend's. */
export function sampleQuery(e: Endpoint, extra: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams();
  const props = (e.query as { properties?: Record<string, { examples?: unknown[] }> } | undefined)?.properties ?? {};
  for (const [key, schema] of Object.entries(props)) {
    const example = schema.examples?.[0];
    if (example !== undefined) params.set(key, String(example));
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params;
}

/** Issues of one JSON answer against the success envelope of `e`. */
export function answerIssues(e: Endpoint, body: unknown, maxIssues = 20): DriftIssue[] {
  const schema: TSchema = Type.Object(
    { success: Type.Literal(true), code: Type.String(), message: Type.String(), value: e.response },
    { additionalProperties: false },
  );
  const issues: DriftIssue[] = [];
  for (const err of Value.Errors(schema, body)) {
    if (issues.some((i) => i.path === err.path)) continue;
    issues.push({ path: err.path, message: err.message, found: cut(err.value) });
    if (issues.length >= maxIssues) break;
  }
  return issues;
}

async function checkOne(e: Endpoint, opts: CheckOptions): Promise<EndpointReport> {
  const base = { id: e.id, method: e.method, path: e.path, issues: [] as DriftIssue[] };
  if (e.auth && !opts.token) return { ...base, outcome: 'skipped', reason: 'needs a token (--token)' };
  if (e.path.includes(':')) return { ...base, outcome: 'skipped', reason: 'has path parameters' };
  const query = sampleQuery(e, opts.queries?.[e.id]).toString();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (e.auth && opts.token) headers.token = opts.token;
  if (e.module) headers['x-module-id'] = e.module;
  if (opts.world) headers[SIM_WORLD_HEADER] = opts.world;
  const doFetch = opts.fetch ?? fetch;
  let res: Response;
  try {
    res = await doFetch(`${opts.target.replace(/\/+$/, '')}${e.path}${query ? `?${query}` : ''}`, { headers });
  } catch (err) {
    return { ...base, outcome: 'drift', issues: [{ path: '', message: `no answer: ${(err as Error).message}` }] };
  }
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ...base, status: res.status, outcome: 'drift', issues: [{ path: '', message: 'answer is not JSON', found: cut(text) }] };
  }
  const success = typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;
  if (!success && Value.Check(ErrorEnvelope, body)) {
    const code = (body as { code: string }).code;
    return { ...base, status: res.status, outcome: 'skipped', reason: `answered ${res.status} ${code}` };
  }
  const issues = answerIssues(e, body, opts.maxIssues);
  return { ...base, status: res.status, outcome: issues.length ? 'drift' : 'ok', issues };
}

/** Checks every read-only endpoint, one after another (a backend is not load-tested). */
export async function contractCheck(opts: CheckOptions): Promise<CheckReport> {
  const endpoints: EndpointReport[] = [];
  for (const e of opts.endpoints ?? readOnlyEndpoints()) endpoints.push(await checkOne(e, opts));
  return { target: opts.target, endpoints, drift: endpoints.some((r) => r.outcome === 'drift') };
}

/** Human report: one line per endpoint, then one line per offending field. */
export function formatReport(report: CheckReport): string {
  const lines = [`contract:check ${report.target}`];
  for (const r of report.endpoints) {
    const mark = r.outcome === 'ok' ? 'ok     ' : r.outcome === 'drift' ? 'DRIFT  ' : 'skipped';
    lines.push(`${mark} ${r.id.padEnd(28)} ${r.method} ${r.path}${r.reason ? `  (${r.reason})` : ''}`);
    for (const i of r.issues)
      lines.push(`          ${i.path || '(body)'}: ${i.message}${i.found === undefined ? '' : `, found ${i.found}`}`);
  }
  const count = (o: EndpointReport['outcome']) => report.endpoints.filter((r) => r.outcome === o).length;
  lines.push(`${count('ok')} ok, ${count('drift')} drifted, ${count('skipped')} skipped`);
  return lines.join('\n');
}
