import { describe, expect, it } from 'vitest';
import { applyClockStep, BEFORE_DRAW_MS } from '../.storybook/story-setup';
import { control, useWorld } from './test/server';

/** The Storybook toolbar's Clock: the story's world moved as a reviewer picked it. */
describe("the toolbar's clock steps", () => {
  it('one minute and one hour later move the world by that much; the start leaves it', async () => {
    const id = useWorld();
    const start = (await control.clock(id, { freeze: true })).now;
    await applyClockStep(control, id, 'start');
    expect((await control.clock(id, {})).now).toBe(start);
    await applyClockStep(control, id, 'minute');
    expect((await control.clock(id, {})).now).toBe(start + 60_000);
    await applyClockStep(control, id, 'hour');
    expect((await control.clock(id, {})).now).toBe(start + 60_000 + 3_600_000);
  });

  it('the next draw: 5 s before the first lottery draw of the world, the clock running', async () => {
    const id = useWorld();
    await control.clock(id, { freeze: true });
    const [first] = await control.draws(id);
    await applyClockStep(control, id, 'draw');
    expect((await control.clock(id, {})).mode).toBe('follow');
    const { now, mode } = await control.clock(id, { freeze: true });
    // Frozen again at once to read it: the step left it running, a few ms at most past the mark.
    expect(mode).toBe('frozen');
    expect(first!.nextDrawAt - now).toBeGreaterThan(BEFORE_DRAW_MS - 1_000);
    expect(first!.nextDrawAt - now).toBeLessThanOrEqual(BEFORE_DRAW_MS);
  });

  it('the next draw with every lottery closed leaves the clock where it was', async () => {
    const id = useWorld('lottery-all-closed');
    const { now } = await control.clock(id, { freeze: true });
    await applyClockStep(control, id, 'draw');
    expect((await control.clock(id, {})).now).toBe(now);
  });
});
