import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TIMING } from './timing';

// The CSS motion tokens are the animations the browser plays; TIMING is what the components wait
// for. Both must hold the spec's numbers, or an exit animation is cut short or a modal lingers.
const tokens = readFileSync(join(import.meta.dirname, 'styles/tokens.css'), 'utf8');
const token = (name: string) => Number(new RegExp(`--ui-motion-${name}:\\s*(\\d+)ms`).exec(tokens)?.[1]);

describe('animation timings', () => {
  it('A-174: popup fade 200 ms, slide and zoom 300 ms, lazy-load delay 200 ms, long-press 370 ms', () => {
    // Written out on purpose: these are the spec's values, the one place TIMING is checked against them.
    expect(TIMING).toEqual({ fadeMs: 200, slideMs: 300, zoomMs: 300, lazyLoadDelayMs: 200, longPressMs: 370 });
  });

  it('A-174: the CSS motion tokens play the same fade, slide and zoom durations', () => {
    expect({ fade: token('fade'), slide: token('slide'), zoom: token('zoom') }).toEqual({
      fade: TIMING.fadeMs,
      slide: TIMING.slideMs,
      zoom: TIMING.zoomMs,
    });
  });
});
