import { describe, expect, it } from 'vitest';
import { FaultSet, parseFaults, type Fault, type FaultOutcome } from './faults';

/** The fault rules QA sets through /__sim/faults (docs/control-api.md "Faults"). */

const setOf = (...faults: Fault[]) => {
  const set = new FaultSet();
  set.add(faults);
  return set;
};
const errorOf = (o: FaultOutcome) => {
  if (o.kind !== 'error') throw new Error(`expected an error outcome, got ${o.kind}`);
  return { status: o.error.status, envelope: o.error.envelope, latencyMs: o.latencyMs };
};

describe('parseFaults', () => {
  it('takes one fault or a list, and hands back copies', () => {
    const input = { endpoint: 'system.settings', status: 503 };
    const parsed = parseFaults(input);
    expect(parsed).toEqual([input]);
    parsed[0]!.status = 500;
    expect(input.status).toBe(503);
    expect(parseFaults([input, { endpoint: '*', latencyMs: 10 }])).toEqual([input, { endpoint: '*', latencyMs: 10 }]);
  });

  it('names the fault and the field that is wrong', () => {
    expect(() => parseFaults([{ endpoint: 'a' }, { endpoint: 'b', status: 99 }])).toThrow(/^fault 1\/status: /);
    expect(() => parseFaults({ endpoint: '' })).toThrow(/^fault 0\/endpoint: /);
    expect(() => parseFaults({ endpoint: 'a', colour: 'red' })).toThrow(/^fault 0/);
  });
});

describe('FaultSet', () => {
  it('without faults, or without a matching one, nothing happens', () => {
    expect(new FaultSet().take('system.settings')).toEqual({ kind: 'none', latencyMs: 0 });
    expect(setOf({ endpoint: 'auth.login', status: 500 }).take('system.settings')).toEqual({ kind: 'none', latencyMs: 0 });
  });

  it('a status-only fault answers the first code of the error table with that status', () => {
    expect(errorOf(setOf({ endpoint: '*', status: 403 }).take('x'))).toEqual({
      status: 403,
      envelope: { success: false, code: 'no.permission', message: 'fault injected by the simulator', value: null },
      latencyMs: 0,
    });
    expect(errorOf(setOf({ endpoint: '*', status: 423 }).take('x')).envelope.code).toBe('account.locked');
    // A status no code has: `unknown`, with the status asked for.
    expect(errorOf(setOf({ endpoint: '*', status: 418 }).take('x'))).toMatchObject({ status: 418, envelope: { code: 'unknown' } });
  });

  it('a code-only fault takes the status of the error table; an unknown code 500', () => {
    expect(errorOf(setOf({ endpoint: '*', code: 'maintenance' }).take('x'))).toMatchObject({
      status: 503,
      envelope: { code: 'maintenance' },
    });
    expect(errorOf(setOf({ endpoint: '*', code: 'made.up' }).take('x'))).toMatchObject({ status: 500, envelope: { code: 'made.up' } });
    // Both given: both kept, even when the table disagrees.
    expect(errorOf(setOf({ endpoint: '*', code: 'maintenance', status: 500 }).take('x'))).toMatchObject({
      status: 500,
      envelope: { code: 'maintenance' },
    });
  });

  it('drop wins over corrupt, corrupt over malformed, malformed over an error; malformed keeps 200 unless a status is given', () => {
    expect(setOf({ endpoint: '*', drop: true, corrupt: true, malformed: true, status: 500 }).take('x').kind).toBe('drop');
    expect(setOf({ endpoint: '*', corrupt: true, malformed: true, status: 500 }).take('x').kind).toBe('corrupt');
    expect(setOf({ endpoint: '*', malformed: true }).take('x')).toEqual({ kind: 'malformed', latencyMs: 0, status: 200 });
    expect(setOf({ endpoint: '*', malformed: true, status: 502 }).take('x')).toEqual({ kind: 'malformed', latencyMs: 0, status: 502 });
    expect(setOf({ endpoint: '*', drop: false, corrupt: false, malformed: false, code: 'maintenance' }).take('x').kind).toBe('error');
  });

  it('the first decisive fault in the order added decides; the largest latency of all matching ones applies', () => {
    const set = setOf(
      { endpoint: '*', latencyMs: 300 },
      { endpoint: 'x', code: 'maintenance', latencyMs: 100 },
      { endpoint: 'x', drop: true, latencyMs: 700 },
      { endpoint: 'y', latencyMs: 5000 },
    );
    expect(errorOf(set.take('x'))).toMatchObject({ envelope: { code: 'maintenance' }, latencyMs: 700 });
    expect(set.take('y')).toEqual({ kind: 'none', latencyMs: 5000 });
    expect(setOf({ endpoint: '*', latencyMs: 0 }).take('x')).toEqual({ kind: 'none', latencyMs: 0 });
  });

  it('times counts matching calls down and removes the fault when used up; without times it stays', () => {
    const set = setOf({ endpoint: 'x', status: 500, times: 2 }, { endpoint: 'y', status: 503 });
    expect(set.take('x').kind).toBe('error');
    expect(set.list()).toEqual([
      { endpoint: 'x', status: 500, times: 1 },
      { endpoint: 'y', status: 503 },
    ]);
    // A call of another endpoint does not count.
    set.take('z');
    expect(set.take('x').kind).toBe('error');
    expect(set.take('x').kind).toBe('none');
    expect(set.list()).toEqual([{ endpoint: 'y', status: 503 }]);
    for (let i = 0; i < 3; i++) expect(set.take('y').kind).toBe('error');
  });

  it('every N affects only the Nth, 2Nth... matching call, and times counts only those', () => {
    const set = setOf({ endpoint: 'x', code: 'maintenance', every: 3, times: 2 });
    const kinds = Array.from({ length: 7 }, () => set.take('x').kind);
    expect(kinds).toEqual(['none', 'none', 'error', 'none', 'none', 'error', 'none']);
    expect(set.list()).toEqual([]);
  });

  it('clear() with no endpoint clears all; with one, only the faults of that endpoint', () => {
    const set = setOf({ endpoint: 'x', status: 500 }, { endpoint: 'y', status: 500 }, { endpoint: '*', latencyMs: 5 });
    set.clear('y');
    expect(set.list().map((f) => f.endpoint)).toEqual(['x', '*']);
    set.clear();
    expect(set.list()).toEqual([]);
    expect(set.take('x')).toEqual({ kind: 'none', latencyMs: 0 });
  });

  it('keeps its own copies: changing what was added or listed changes nothing', () => {
    const fault: Fault = { endpoint: 'x', status: 500, times: 1 };
    const set = setOf(fault);
    fault.times = 5;
    set.list()[0]!.times = 9;
    set.take('x');
    expect(set.list()).toEqual([]);
  });
});
