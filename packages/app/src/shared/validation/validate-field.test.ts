import type { ValidationRules } from '@m/contracts';
import { describe, expect, it } from 'vitest';
import { validateAll, validateField } from './validate-field';

const rules: ValidationRules = {
  loginUsername: { pattern: '^[A-Za-z0-9_]{4,16}$', message: 'rules.loginUsername', required: true },
  nickname: { pattern: '^.{2,10}$', message: 'rules.nickname', required: false },
  broken: { pattern: '(', message: 'rules.broken', required: true },
};

describe('validateField (A-027, A-029, A-074)', () => {
  it('passes a value that matches the rule, after trimming spaces', () => {
    expect(validateField(rules, 'loginUsername', '  player01  ')).toEqual([]);
  });

  it("gives the rule's message for a value that fails or a required empty one", () => {
    expect(validateField(rules, 'loginUsername', 'ab')).toEqual(['rules.loginUsername']);
    expect(validateField(rules, 'loginUsername', '   ')).toEqual(['rules.loginUsername']);
  });

  it('lets an empty optional field pass but checks it once filled', () => {
    expect(validateField(rules, 'nickname', '')).toEqual([]);
    expect(validateField(rules, 'nickname', 'x')).toEqual(['rules.nickname']);
  });

  it('checks nothing without the table, for an unknown rule or a pattern that does not compile', () => {
    expect(validateField(null, 'loginUsername', '')).toEqual([]);
    expect(validateField(rules, 'nope', '')).toEqual([]);
    expect(validateField(rules, 'broken', 'x')).toEqual([]);
  });
});

describe('validateAll (A-056, A-088)', () => {
  it('collects every message and names the first failing field in order', () => {
    const messages: Record<string, string[]> = { a: [], b: ['bad b'], c: ['bad c'] };
    expect(validateAll(['a', 'b', 'c'], (k) => messages[k]!)).toEqual({ errors: messages, firstInvalid: 'b' });
    expect(validateAll(['c', 'b'], (k) => messages[k]!).firstInvalid).toBe('c');
    expect(validateAll(['a'], (k) => messages[k]!).firstInvalid).toBeUndefined();
  });
});
