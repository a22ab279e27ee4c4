import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel } from './banner-carousel';
import { STORY_BANNERS, STORY_VENDORS } from './story-data';
import { VendorStrip } from './vendor-strip';

// The carousels' first measure (embla's, about 20 ms of a slow phone's main thread, in the task
// that drew the slides) waits until the browser is idle: the element reaches embla only then.
const attached = vi.hoisted(() => [] as Array<Element | null>);
vi.mock('embla-carousel-react', () => ({ default: () => [(el: Element | null) => attached.push(el), undefined] }));

const idle: (() => void)[] = [];
beforeEach(() => {
  attached.length = 0;
  idle.length = 0;
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => {});
});
afterEach(() => vi.unstubAllGlobals());

const noop = () => {};

describe('carousels measure once the browser is idle', () => {
  it.each([
    ['the banner carousel', () => <BannerCarousel banners={STORY_BANNERS} onOpen={noop} autoplay={false} />, '.gm-banner__viewport'],
    ['the vendor strip', () => <VendorStrip vendors={STORY_VENDORS} value="" onChange={noop} />, '.gm-vendors__viewport'],
  ])('%s draws its slides at once and hands its viewport to embla at idle', (_, draw, viewport) => {
    const { container } = render(draw());
    expect(container.querySelector(viewport)?.children.length).toBeGreaterThan(0);
    expect(attached.filter(Boolean)).toEqual([]);
    act(() => idle.splice(0).forEach((run) => run()));
    expect(attached.filter(Boolean)).toEqual([container.querySelector(viewport)]);
  });
});
