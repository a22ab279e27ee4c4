import { describe, expect, it } from 'vitest';
import { createEngine } from './assembly/engine';

/** The world's wall-clock text of an instant, as the seeded content writes its dates ('2026-01-05 12:00:00'). */
const wall = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

describe('seeded content is dated in the world, never after its today', () => {
  it("announcements (every scenario's included) and mail were published by the world's start", () => {
    const engine = createEngine();
    for (const scenario of ['default', 'notice-popup']) {
      engine.createWorld({ id: scenario, scenario });
      const world = engine.world(scenario);
      const now = wall(world.clock.now());
      for (const a of world.state.announcements) expect(a.startDate <= now, `announcement ${a.id} ${a.startDate}`).toBe(true);
      for (const [user, mails] of Object.entries(world.state.support.inbox))
        for (const m of mails) expect(m.sentAt <= now, `${user}'s mail ${m.id} ${m.sentAt}`).toBe(true);
    }
  });
});
