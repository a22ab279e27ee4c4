import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel } from './banner-carousel';
import { STORY_BANNERS, STORY_VENDORS } from './story-data';
import { VendorStrip } from './vendor-strip';

// The carousels' first measure (embla's, about 20 ms of a slow phone's main thread, in the task
// that drew the slides) waits until the browser is idle: embla takes the track over only then.
const idle: (() => void)[] = [];
beforeEach(() => {
  idle.length = 0;
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => {});
});
afterEach(() => vi.unstubAllGlobals());

const noop = () => {};

describe('carousels measure once the browser is idle', () => {
  it.each([
    ['the banner carousel', () => <BannerCarousel banners={STORY_BANNERS} onOpen={noop} autoplay={false} />, '.gm-banner__track'],
    ['the vendor strip', () => <VendorStrip vendors={STORY_VENDORS} value="" onChange={noop} />, '.gm-vendors__track'],
  ])('%s draws its slides at once; embla positions its track once the browser is idle', (_, draw, track) => {
    const { container } = render(draw());
    const el = container.querySelector<HTMLElement>(track)!;
    expect(el.children.length).toBeGreaterThan(0);
    expect(el.style.transform).toBe('');
    act(() => idle.splice(0).forEach((run) => run()));
    expect(el.style.transform).not.toBe('');
  });
});
