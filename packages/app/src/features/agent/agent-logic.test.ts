import { describe, expect, it } from 'vitest';
import { canOpenAgentArea, daysBefore, greetingOf, localDay, pendingPrompts, quickMenuEntries, runsContractCheck } from './agent-logic';

describe('agent home rules', () => {
  it('G-088: greets by local hour', () => {
    expect([0, 10, 11, 14, 15, 18, 19, 23].map(greetingOf)).toEqual([
      'morning',
      'morning',
      'earlyAfternoon',
      'earlyAfternoon',
      'lateAfternoon',
      'lateAfternoon',
      'evening',
      'evening',
    ]);
  });

  it('G-086: types 0, 4, 40 and guests cannot open the agent area', () => {
    expect([null, 0, 4, 40].map(canOpenAgentArea)).toEqual([false, false, false, false]);
    expect([1, 2, 41, 42].map(canOpenAgentArea)).toEqual([true, true, true, true]);
  });

  it('G-096: types 4, 40, 41, 42 never run the contract check; type 0 does', () => {
    expect([4, 40, 41, 42, null].map(runsContractCheck)).toEqual([false, false, false, false, false]);
    expect([0, 1, 2].map(runsContractCheck)).toEqual([true, true, true]);
  });

  it('G-097..G-099, G-102: prompts in order for fields holding a non-blank value', () => {
    expect(pendingPrompts({ dailysalreqtype: 'A', divtypecompperiodreq: 'B', contracthoursalreq: 'C' })).toEqual([
      'salary',
      'dividend',
      'hour',
    ]);
    expect(pendingPrompts({ dailysalreqtype: '', divtypecompperiodreq: ' ', contracthoursalreq: 'C' })).toEqual(['hour']);
    expect(pendingPrompts({ dailysalreqtype: null, divtypecompperiodreq: null, contracthoursalreq: null })).toEqual([]);
  });

  it('G-092: each quick-menu entry only with its switch on', () => {
    expect(quickMenuEntries({ AGEPAG: true, DOWNMAN: true }).map((e) => e.id)).toEqual(['overview', 'team', 'transfer']);
    expect(quickMenuEntries({})).toEqual([]);
  });

  it('G-089: today as local YYYY-MM-DD', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(daysBefore(6, new Date(2026, 0, 5))).toBe('2025-12-30');
  });
});
