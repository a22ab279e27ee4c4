import { ERROR_CODES, isErrorCode } from '@m/contracts';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { SimError } from './errors';

/**
 * A fault injected into one world's answers (docs/control-api.md "Faults"). Several faults may match a
 * call: the largest latency applies, and the first matching fault (in the order they were added)
 * that has drop, malformed or status/code decides the outcome. Every matching fault counts one
 * of its `times`; it is removed when they are used up.
 */
export const Fault = Type.Object(
  {
    /** Endpoint id (e.g. `system.settings`) or `*` for every endpoint. */
    endpoint: Type.String({ minLength: 1 }),
    latencyMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 600_000 })),
    /** HTTP status of an error envelope; with only a status the code is the first of the error table with that status, else `unknown`. */
    status: Type.Optional(Type.Integer({ minimum: 100, maximum: 599 })),
    /** Error code of the envelope; without status, its status in the error table. */
    code: Type.Optional(Type.String({ minLength: 1 })),
    /** Close the connection without an answer. */
    drop: Type.Optional(Type.Boolean()),
    /** Answer a body that is not JSON. */
    malformed: Type.Optional(Type.Boolean()),
    /** Apply to the next N matching calls; absent = until cleared. */
    times: Type.Optional(Type.Integer({ minimum: 1 })),
    /** Only every Nth matching call (the Nth, 2Nth...) is affected: a deterministic flaky network. */
    every: Type.Optional(Type.Integer({ minimum: 2, maximum: 1000 })),
    /** Answer 200 with the real value made schema-breaking (corrupt.ts): a drifted backend for contract:check. */
    corrupt: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type Fault = Static<typeof Fault>;

/** The body a malformed fault answers with: a truncated envelope, as a cut-off proxy would send. */
export const MALFORMED_BODY = '{"success":true,"code":"OK","value":{';

export type FaultOutcome =
  | { kind: 'none'; latencyMs: number }
  | { kind: 'drop'; latencyMs: number }
  | { kind: 'malformed'; latencyMs: number; status: number }
  | { kind: 'corrupt'; latencyMs: number }
  | { kind: 'error'; latencyMs: number; error: SimError };

export function parseFaults(input: unknown): Fault[] {
  const list = Array.isArray(input) ? input : [input];
  return list.map((f, i) => {
    const first = Value.Errors(Fault, f).First();
    if (first) throw new Error(`fault ${i}${first.path}: ${first.message}`);
    return Value.Clone(f as Fault);
  });
}

const codeForStatus = (status: number): string => Object.entries(ERROR_CODES).find(([, row]) => row.status === status)?.[0] ?? 'unknown';

const NO_FAULT: FaultOutcome = Object.freeze({ kind: 'none', latencyMs: 0 });

export class FaultSet {
  private faults: Fault[] = [];
  /** Matching calls seen by each fault with `every`. */
  private calls = new WeakMap<Fault, number>();

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  add(faults: Fault[]): void {
    this.faults.push(...faults.map((f) => ({ ...f })));
  }

  clear(endpoint?: string): void {
    this.faults = endpoint === undefined ? [] : this.faults.filter((f) => f.endpoint !== endpoint);
  }

  /** Takes the faults that apply to one call of `endpointId` and counts them down. */
  take(endpointId: string): FaultOutcome {
    // Stryker disable next-line ConditionalExpression: a fast path; without it the filter below finds nothing and answers the same 'none'.
    if (this.faults.length === 0) return NO_FAULT;
    const matching = this.faults.filter((f) => (f.endpoint === endpointId || f.endpoint === '*') && this.due(f));
    // Stryker disable next-line ConditionalExpression: a fast path; without it nothing is counted down and the answer is the same 'none' with latency 0.
    if (matching.length === 0) return { kind: 'none', latencyMs: 0 };
    for (const f of matching) if (f.times !== undefined) f.times -= 1;
    this.faults = this.faults.filter((f) => f.times === undefined || f.times > 0);

    const latencyMs = Math.max(0, ...matching.map((f) => f.latencyMs ?? 0));
    const decisive = matching.find((f) => f.drop || f.malformed || f.corrupt || f.status !== undefined || f.code !== undefined);
    if (!decisive) return { kind: 'none', latencyMs };
    if (decisive.drop) return { kind: 'drop', latencyMs };
    if (decisive.corrupt) return { kind: 'corrupt', latencyMs };
    if (decisive.malformed) return { kind: 'malformed', latencyMs, status: decisive.status ?? 200 };
    const code = decisive.code ?? codeForStatus(decisive.status ?? 500);
    const status = decisive.status ?? (isErrorCode(code) ? ERROR_CODES[code].status : 500);
    return { kind: 'error', latencyMs, error: new SimError(code, 'fault injected by the simulator', null, status) };
  }

  /** Counts a call for a fault with `every`; true when this call is one it affects. */
  private due(f: Fault): boolean {
    if (f.every === undefined) return true;
    // Stryker disable next-line ArithmeticOperator: counting down (-1, -2, ...) hits the same multiples of `every` (-0 === 0).
    const n = (this.calls.get(f) ?? 0) + 1;
    this.calls.set(f, n);
    return n % f.every === 0;
  }
}
