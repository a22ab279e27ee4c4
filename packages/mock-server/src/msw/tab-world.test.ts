import { describe, expect, it, vi } from 'vitest';
import { createEngine } from '../engine/assembly/engine';
import { keepWorldInTab, TAB_WORLD_KEY_PREFIX } from './tab-world';

/** A tab: its session storage, its pagehide listeners and a wall clock the test moves. */
function tab(storage = new Map<string, string>()) {
  const listeners: Array<() => void> = [];
  let wall = 1_000_000;
  return {
    storage,
    host: {
      storage: {
        getItem: (k: string) => storage.get(k) ?? null,
        setItem: (k: string, v: string) => void storage.set(k, v),
        removeItem: (k: string) => void storage.delete(k),
      },
      addEventListener: (_: 'pagehide', l: () => void) => void listeners.push(l),
      now: () => wall,
    },
    leave: () => listeners.forEach((l) => l()),
    wait: (ms: number) => void (wall += ms),
  };
}

describe('a browser tab keeps its in-page world across reloads', () => {
  it('state, session, scenario, faults and a frozen clock come back as they were left', () => {
    const first = tab();
    const engine = createEngine();
    expect(keepWorldInTab(engine, 'w1', first.host)).toBe(false);
    engine.createWorld({ id: 'w1', scenario: 'maintenance' });
    const world = engine.world('w1');
    const token = world.openSession('player01');
    world.faults.add([{ endpoint: 'auth.login', code: 'account.locked', times: 1 }]);
    world.clock.advance(90_000);
    first.leave();
    first.wait(5_000);

    // The reload: a new page, a new engine, the same tab.
    const again = createEngine();
    const second = { ...tab(first.storage), host: { ...first.host } };
    expect(keepWorldInTab(again, 'w1', second.host)).toBe(true);
    const back = again.world('w1');
    expect(back.config.scenario).toBe('maintenance');
    expect(back.state.sessions[token]?.username).toBe('player01');
    expect(back.faults.list()).toHaveLength(1);
    // Frozen: the reload took no world time; a reset still goes back to the world's own start.
    expect(back.clock.read()).toEqual({ now: world.clock.now(), mode: 'frozen' });
    back.reset();
    expect(back.clock.now()).toBe(world.config.clock.start);
  });

  it('a following clock goes on by the time the reload took', () => {
    const first = tab();
    const engine = createEngine();
    keepWorldInTab(engine, 'w2', first.host);
    engine.createWorld({ id: 'w2', clock: { mode: 'follow' } });
    const left = engine.world('w2').clock.now();
    first.leave();
    first.wait(3_000);
    const again = createEngine();
    keepWorldInTab(again, 'w2', first.host);
    const now = again.world('w2').clock.now();
    expect(now - left).toBeGreaterThanOrEqual(3_000);
    expect(now - left).toBeLessThan(3_000 + 1_000);
  });

  it('an unreadable copy is dropped and the tab starts fresh', () => {
    const first = tab();
    first.storage.set(`${TAB_WORLD_KEY_PREFIX}w3`, '{"savedAt":1,"doc":{"format":"other"}}');
    const engine = createEngine();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(keepWorldInTab(engine, 'w3', first.host)).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    expect(first.storage.has(`${TAB_WORLD_KEY_PREFIX}w3`)).toBe(false);
  });
});
