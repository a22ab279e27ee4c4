import { describe, expect, it } from 'vitest';
import { carouselPlugins } from './banner-carousel';

/** G-011: the banners turn by themselves, except with one banner, in stories, and under reduced motion. */
describe('banner autoplay', () => {
  it('autoplays several banners, every 5 s', () => {
    const [plugin] = carouselPlugins(true, true, false);
    expect(plugin?.name).toBe('autoplay');
    expect(plugin?.options).toMatchObject({ delay: 5000, stopOnInteraction: false });
  });

  it('does not turn one banner, a story that turns it off, or for a visitor who asked for less motion', () => {
    expect(carouselPlugins(false, true, false)).toEqual([]);
    expect(carouselPlugins(true, false, false)).toEqual([]);
    expect(carouselPlugins(true, true, true)).toEqual([]);
  });
});
