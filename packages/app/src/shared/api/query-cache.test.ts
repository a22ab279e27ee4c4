import { describe, expect, it, vi } from 'vitest';
import { peekQuery, query, resetQueryCache } from './query-cache';

/** The one cache of server answers: shared loads, kept answers, failures retried, one reset. */
describe('query cache', () => {
  it('shares a running load and keeps its answer for later callers', async () => {
    const load = vi.fn(() => Promise.resolve({ rules: 1 }));
    const [a, b] = await Promise.all([query('k', load), query('k', load)]);
    expect(a).toBe(b);
    expect(await query('k', load)).toBe(a);
    expect(peekQuery('k')).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next caller tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce('ok');
    await expect(query('k', load)).rejects.toThrow('503');
    expect(await query('k', load)).toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('with keep: false only shares the running load; refresh starts a new one', async () => {
    const load = vi.fn(() => Promise.resolve('v'));
    await Promise.all([query('p', load, { keep: false }), query('p', load, { keep: false })]);
    expect(peekQuery('p')).toBeUndefined();
    await query('p', load, { keep: false });
    await query('k', load);
    await query('k', load, { refresh: true });
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('a reset forgets every answer, and a load running across it is not kept', async () => {
    let resolve: (v: string) => void = () => undefined;
    const slow = query('k', () => new Promise<string>((r) => (resolve = r)));
    await query('other', () => Promise.resolve('x'));
    resetQueryCache();
    expect(peekQuery('other')).toBeUndefined();
    resolve('late');
    expect(await slow).toBe('late');
    expect(peekQuery('k')).toBeUndefined();
  });
});
