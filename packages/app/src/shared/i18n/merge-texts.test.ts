import { describe, expect, it } from 'vitest';
import { mergeTexts } from './merge-texts';

describe('mergeTexts', () => {
  it('merges parts key by key at every level, a later text over an earlier one', () => {
    const merged = mergeTexts({ errors: { a: 'A', b: 'B' }, title: 'T' }, [{ errors: { b: 'B2', c: 'C' } }, { games: { all: 'All' } }]);
    expect(merged).toEqual({ errors: { a: 'A', b: 'B2', c: 'C' }, title: 'T', games: { all: 'All' } });
  });

  it('leaves its inputs as written when the result is later merged into in place (as i18next does with a lazily loaded part)', () => {
    const shared = { errors: { a: 'A' } };
    const part = { games: { all: 'All' } };
    const merged = mergeTexts(shared, [part]);
    (merged.errors as Record<string, string>).z = 'Z';
    (merged.games as Record<string, string>).z = 'Z';
    expect(shared).toEqual({ errors: { a: 'A' } });
    expect(part).toEqual({ games: { all: 'All' } });
  });
});
