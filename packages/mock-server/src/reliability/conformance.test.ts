import {
  contractHeaders,
  endpointErrorCodes,
  endpointList,
  Envelope,
  ERROR_CODES,
  ErrorEnvelope,
  isErrorCode,
  MODULE_HEADER,
  type Endpoint,
} from '@m/contracts';
import { encryptBody, ENCRYPTION_HEADER } from '@m/contracts/codec';
import type { TSchema } from '@sinclair/typebox';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createEngine } from '../engine/assembly/engine';
import { compileContractCheck, firstSchemaError } from '../engine/validate';
import { buildApp } from '../http/server';
import { brokenFields, queryText, validValue, type BreakPlan } from '../testing/schema-arbitrary';

/**
 * The property-based conformance suite, driven by the contract's endpoint table (an
 * endpoint added later is covered without a line here), through Fastify (app.inject, no port):
 * - positive data acceptance: requests drawn from an operation's own schemas are accepted: 2xx,
 *   or an error code the contract lists for it (a domain refusal), never a schema refusal;
 * - negative data rejection: a valid request with ONE field broken (removed, out of bounds, of
 *   another type, unknown in a closed body, a required header missing or wrong) is a 400
 *   `bad.request` naming that field;
 * - every answer validates against the contract: the success envelope of the operation's
 *   response schema, or the error envelope with a code the operation lists, at its table status.
 * Runs per operation: CONFORMANCE_RUNS (default 3 each way in `npm test`, about 450 requests);
 * `CONFORMANCE_RUNS=200 pnpm exec vitest run packages/mock-server/src/reliability/conformance.test.ts`
 * for a deeper run. Fixed seed: a failure names its counterexample and reproduces.
 */
const RUNS = runsOf(process.env.CONFORMANCE_RUNS);
const SEED = 20_261_124;

function runsOf(text: string | undefined): number {
  if (text === undefined || text === '') return 3;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > 10_000) throw new Error(`CONFORMANCE_RUNS must be an integer from 1 to 10000, not '${text}'`);
  return n;
}

/** Messages of a refusal by the request's schema or headers (validate.ts, app.ts), not by a handler. */
const SCHEMA_REFUSAL =
  /^(body|querystring|params)(\/|\s|:)|^header |^encrypted body|^request body|^unsupported content type|^body is not valid/;

const engine = createEngine({ delay: async () => {} });
const app = buildApp({ engine });
afterAll(() => app.close());

interface Req {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: Record<string, unknown> | undefined;
  headers: Record<string, string>;
}

interface Answer {
  status: number;
  body: { success: boolean; code: string; message: string; value: unknown };
}

const objectOr = (schema: TSchema | undefined): fc.Arbitrary<Record<string, unknown>> =>
  schema ? (validValue(schema) as fc.Arbitrary<Record<string, unknown>>) : fc.constant({});

/** Valid requests of an endpoint, drawn from its schemas. */
const validRequest = (e: Endpoint): fc.Arbitrary<Req> =>
  fc.record({
    params: objectOr(e.params),
    query: objectOr(e.query),
    body: e.body ? objectOr(e.body) : fc.constant(undefined),
    headers: fc.constant(contractHeaders(e)),
  });

/** Everything that can break ONE thing of a request of this endpoint, with the field the 400 names. */
function breaks(e: Endpoint): fc.Arbitrary<{ part: 'query' | 'body' | 'headers'; plan: BreakPlan }> | null {
  const options: fc.Arbitrary<{ part: 'query' | 'body' | 'headers'; plan: BreakPlan }>[] = [];
  const query = e.query ? brokenFields(e.query, 'query') : null;
  if (query) options.push(query.map((plan) => ({ part: 'query' as const, plan })));
  // Encrypted and form bodies carry text only: a wrong JSON type cannot be sent, a wrong value can.
  const body = e.body ? brokenFields(e.body, e.bodyType === 'form' ? 'query' : 'json', true) : null;
  if (body) options.push(body.map((plan) => ({ part: 'body' as const, plan })));
  for (const name of Object.keys(contractHeaders(e))) {
    options.push(
      fc.constantFrom<'remove' | 'wrong'>('remove', 'wrong').map((how) => ({
        part: 'headers' as const,
        plan: {
          field: name,
          change: (h: Record<string, unknown>) => {
            const { [name]: _gone, ...rest } = h;
            return how === 'remove' ? rest : { ...rest, [name]: 'NOPE' };
          },
        },
      })),
    );
  }
  return options.length ? fc.oneof(...options) : null;
}

const userFor = (e: Endpoint) => (e.area === 'agent' ? 'agent001' : 'player01');
/** One world per area, made on first use (a world costs a seeding; the areas' states do not meet). */
const worldFor = (e: Endpoint): string => {
  const id = `conf-${e.area}`;
  if (!engine.hasWorld(id)) engine.createWorld({ id });
  return id;
};

async function send(e: Endpoint, req: Req): Promise<Answer> {
  const world = engine.world(worldFor(e));
  // A fresh session per request: a logout or password change in an earlier run ends only its own.
  const token = e.auth ? world.openSession(userFor(e)) : undefined;
  let path = e.path;
  for (const [name, value] of Object.entries(req.params)) path = path.replace(`:${name}`, encodeURIComponent(queryText(value)));
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(req.query)) if (v !== undefined) search.set(k, queryText(v));
  const qs = search.toString();
  const headers: Record<string, string> = { 'x-sim-world': world.id, ...req.headers, ...(token ? { token } : {}) };
  let payload: string | undefined;
  if (req.body !== undefined) {
    if (e.bodyType === 'form') {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(Object.entries(req.body).map(([k, v]) => [k, queryText(v)])).toString();
    } else {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(e.encrypted ? encryptBody(req.body) : req.body);
    }
  }
  const res = await app.inject({
    method: e.method,
    url: qs ? `${path}?${qs}` : path,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() as Answer['body'] };
}

const successCheck = new Map<string, ReturnType<typeof compileContractCheck>>();
const errorCheck = compileContractCheck(ErrorEnvelope);

/** Why an answer breaks the contract of its operation; null when it keeps it. */
function contractProblem(e: Endpoint, res: Answer): string | null {
  if (res.status === 200) {
    let check = successCheck.get(e.id);
    if (!check) successCheck.set(e.id, (check = compileContractCheck(Envelope(e.response))));
    if (!check.Check(res.body)) {
      const first = firstSchemaError(Envelope(e.response), res.body);
      return `200 answer breaks the response schema at ${first?.path}: ${first?.message}`;
    }
    return res.body.success ? null : '200 answer with success false';
  }
  if (!errorCheck.Check(res.body)) return `${res.status} answer is not the error envelope`;
  const code = res.body.code;
  if (!isErrorCode(code)) return `${res.status} answer with a code outside the error table: ${code}`;
  if (!endpointErrorCodes(e).includes(code))
    return `answers ${code}, which the contract does not list for ${e.id} (packages/contracts/src/endpoint-errors.ts)`;
  if (ERROR_CODES[code].status !== res.status)
    return `answers ${code} with status ${res.status}, the table says ${ERROR_CODES[code].status}`;
  return null;
}

describe('conformance to the contract: every operation, generated requests', () => {
  for (const e of endpointList) {
    it(`${e.id}: valid requests are accepted and every answer keeps the contract`, async () => {
      await fc.assert(
        fc.asyncProperty(validRequest(e), async (req) => {
          const res = await send(e, req);
          const problem = contractProblem(e, res);
          if (problem) throw new Error(`${problem}\n${JSON.stringify(res.body)}`);
          if (res.body.code === 'bad.request' && SCHEMA_REFUSAL.test(res.body.message)) {
            throw new Error(`a request drawn from the contract was refused by validation: ${res.body.message}`);
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    });

    // On every closed body whatever the draws: an unknown field is named.
    if ((e.body as { additionalProperties?: unknown } | undefined)?.additionalProperties === false) {
      it(`${e.id}: an unknown body field is refused with 400 naming it`, async () => {
        const [req] = fc.sample(validRequest(e), { numRuns: 1, seed: SEED });
        const res = await send(e, { ...req!, body: { ...req!.body, zzzUnknown: 1 } });
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(res.body).toMatchObject({ code: 'bad.request', value: { field: 'zzzUnknown' } });
      });
    }

    const broken = breaks(e);
    if (!broken) continue;
    it(`${e.id}: a request with one field broken is refused with 400 naming it`, async () => {
      await fc.assert(
        fc.asyncProperty(validRequest(e), broken, async (req, { part, plan }) => {
          const bad: Req = { ...req };
          if (part === 'query') bad.query = plan.change(req.query);
          else if (part === 'body') bad.body = plan.change(req.body ?? {});
          else bad.headers = plan.change(req.headers) as Record<string, string>;
          const res = await send(e, bad);
          const problem = contractProblem(e, res);
          if (problem) throw new Error(`${problem}\n${JSON.stringify(res.body)}`);
          if (
            res.status !== 400 ||
            res.body.code !== 'bad.request' ||
            (res.body.value as { field?: string } | null)?.field !== plan.field
          ) {
            throw new Error(`breaking ${part} ${plan.field} answered ${res.status} ${JSON.stringify(res.body)}`);
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    });
  }

  it('covers every operation of the table and the headers of the contract', () => {
    expect(endpointList.length).toBeGreaterThan(80);
    expect(endpointList.some((e) => contractHeaders(e)[MODULE_HEADER])).toBe(true);
    expect(endpointList.some((e) => contractHeaders(e)[ENCRYPTION_HEADER])).toBe(true);
  });
});
