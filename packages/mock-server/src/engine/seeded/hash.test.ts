import { describe, expect, it } from 'vitest';
import { fnv1a, FNV_OFFSET_BASIS } from './hash';

describe('fnv1a', () => {
  it('gives the published FNV-1a 32-bit values', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });
  it('starts from the basis it is given, so a seed mixed into it changes every value', () => {
    expect(fnv1a('foobar', FNV_OFFSET_BASIS)).toBe(fnv1a('foobar'));
    expect(fnv1a('', FNV_OFFSET_BASIS ^ 42)).toBe((FNV_OFFSET_BASIS ^ 42) >>> 0);
    expect(fnv1a('foobar', FNV_OFFSET_BASIS ^ 42)).not.toBe(fnv1a('foobar'));
  });
  it('hashes UTF-16 code units: both halves of a surrogate pair count', () => {
    expect(fnv1a('\u{1F600}')).toBe(fnv1a('\uD83D\uDE00'));
    expect(fnv1a('\u{1F600}')).not.toBe(fnv1a('\uD83D'));
  });
});
