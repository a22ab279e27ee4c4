import { describe, expect, it } from 'vitest';
import { renderPage } from './pages';

describe('the simulated launch page (G-078)', () => {
  it('offers a member free play as a choice where the launch allows it, opening the same game in free-play mode', () => {
    const html =
      renderPage('game', { game: 'Golden Fortune', vendor: 'PG Soft', mode: 'real money', code: 'PG_RNG_001', choice: 'free play' }) ?? '';
    expect(html).toContain('<li>mode: real money</li>');
    expect(html).not.toContain('<li>choice:');
    const link = /<a href="\?([^"]*)">Play for free<\/a>/.exec(html);
    expect(link).not.toBeNull();
    const free = new URLSearchParams((link?.[1] ?? '').replaceAll('&amp;', '&'));
    expect(Object.fromEntries(free)).toEqual({ game: 'Golden Fortune', vendor: 'PG Soft', mode: 'free play', code: 'PG_RNG_001' });
    // The free-play page itself offers nothing more.
    expect(renderPage('game', Object.fromEntries(free))).not.toContain('Play for free');
  });

  it('offers no free play without the choice, nor on other pages', () => {
    expect(renderPage('game', { game: 'Live Baccarat', mode: 'real money' })).not.toContain('Play for free');
    expect(renderPage('chat', { mode: 'real money', choice: 'free play' })).not.toContain('Play for free');
  });
});
