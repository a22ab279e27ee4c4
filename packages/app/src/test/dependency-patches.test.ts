import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * What `patches/happy-dom@21.0.4.patch` changes, checked in the DOM the unit tests run in, so a
 * happy-dom upgrade that drops the patch (or a new version it no longer applies to) fails here
 * rather than only slowing the suite (docs/decisions/toolkit.md "Patched happy-dom").
 */

/** A node's query caches, behind happy-dom's own `cache` symbol. */
function cacheOf(node: Node): { made?: (name: string) => unknown } {
  const symbol = Object.getOwnPropertySymbols(node).find((s) => s.description === 'cache');
  return (symbol ? (node as unknown as Record<symbol, unknown>)[symbol] : {}) as { made?: (name: string) => unknown };
}

describe('the happy-dom patch', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('getComputedStyle copies style maps without structuredClone', () => {
    document.body.innerHTML = '<main style="color: red"><p style="margin: 1px"><span>text</span></p></main>';
    const clone = vi.spyOn(globalThis, 'structuredClone');
    const span = document.querySelector('span')!;
    expect(getComputedStyle(span).color).toBe('red');
    expect(clone).not.toHaveBeenCalled();
  });

  it('a node makes its query caches on first use, not when it is made', () => {
    const div = document.createElement('div');
    const cache = cacheOf(div);
    expect(typeof cache.made).toBe('function');
    expect(cache.made!('querySelector')).toBeUndefined();
    div.appendChild(document.createElement('b'));
    div.querySelector('b');
    expect(cache.made!('querySelector')).toBeInstanceOf(Map);
    expect(cache.made!('elementById')).toBeUndefined();
  });
});
