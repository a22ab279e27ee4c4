import { describe, expect, it } from 'vitest';
import { CTA } from './copy';
import { EMOJI } from './emoji.generated';
import { cdnAnswer } from './index';
import { ALL_MOTIFS, FALLBACK_MOTIFS, MOTIF_KEYWORDS, motifFor } from './motifs';
import { cleanTitle, renderArt, titleFromSlug } from './render';
import { fitText } from './svg';

const art = (path: string, query: Record<string, string> = {}, seed = 42) => renderArt({ path, query, seed });
/** The <symbol>s an SVG defines (the emoji it carries). */
const symbolsOf = (svg: string) => [...svg.matchAll(/<symbol id="s-([^"]+)"/g)].map((m) => m[1]);
/** Text drawn by <text> elements, entities decoded. */
const textsOf = (svg: string) =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) =>
    m[1]!
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  );
const rootSize = (svg: string) => /^<svg [^>]*?width="(\d+)" height="(\d+)"/.exec(svg)?.slice(1).map(Number);

describe('art: determinism', () => {
  it('draws the same bytes for the same seed and path, other bytes for another seed', () => {
    for (const path of [
      'games/pg/golden-riches.svg',
      'banners/m_home-1.svg',
      'promos/promo-1-1.svg',
      'lottery/fast1.svg',
      'avatars/avatar_3.png',
    ]) {
      const q = { lang: 'pt', title: 'Bônus de boas-vindas 100%' };
      expect(art(path, q, 7), path).toBe(art(path, q, 7));
    }
    expect(art('games/pg/golden-riches.svg', {}, 1)).not.toBe(art('games/pg/golden-riches.svg', {}, 2));
  });

  it('caches per (seed, path and the query the art reads): the cached answer is the rendered one', () => {
    const a = cdnAnswer('games/pg/lucky-fruits.svg', { other: 'x' }, 42);
    const b = cdnAnswer('games/pg/lucky-fruits.svg', {}, 42);
    expect(a.body).toBe(b.body);
    expect(a.body).toBe(art('games/pg/lucky-fruits.svg'));
    expect(cdnAnswer('games/pg/lucky-fruits.svg', {}, 43).body).not.toBe(a.body);
  });

  it('answers an SVG with fixed width and height, its content type and cache headers; 404 for a dot segment', () => {
    const a = cdnAnswer('vendors/pg.svg', {}, 42);
    expect(a).toMatchObject({ status: 200, contentType: 'image/svg+xml; charset=utf-8' });
    expect(a.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(rootSize(a.body)).toEqual([120, 60]);
    expect(cdnAnswer('games/../../etc/passwd', {}, 42).status).toBe(404);
  });
});

describe('art: motifs', () => {
  it('picks the motif from the name: tiger, dragon, fish, fortune, samba, fruit, gem', () => {
    expect(motifFor('Tiger Treasure')).toBe('tiger');
    expect(motifFor('Dragon Temple')).toBe('dragon');
    expect(motifFor('Ocean King Fishing')).toBe('fishing-pole');
    expect(motifFor('Fortune Reels')).toBe('money-bag');
    expect(motifFor('Samba Spins')).toBe('maracas');
    expect(motifFor('Wild Fruits')).toBe('fire');
    expect(motifFor('Lucky Fruits')).toBe('four-leaf-clover');
    expect(motifFor('Rio Gems')).toBe('parrot');
    expect(motifFor('Diamond Queen')).toBe('crown');
  });

  it('gives a title and its translations the same motif (priority order, not word order)', () => {
    expect(['Lottery tournament', 'Torneio de loteria', 'Giải đấu xổ số'].map(motifFor)).toEqual(['trophy', 'trophy', 'trophy']);
    expect(['Refer a friend', 'Indique um amigo', 'Giới thiệu bạn bè'].map(motifFor)).toEqual(['handshake', 'handshake', 'handshake']);
  });

  it('falls back by hash, the same motif every time, for a name with no keyword', () => {
    const m = motifFor('Zyx Qwv');
    expect(FALLBACK_MOTIFS).toContain(m);
    expect(motifFor('Zyx Qwv')).toBe(m);
  });

  it("draws the name's motif, and only that symbol, in the game tile", () => {
    expect(symbolsOf(art('games/jili/tiger-treasure.svg'))).toEqual(['tiger']);
    expect(symbolsOf(art('games/pg/dragon-temple.svg'))).toEqual(['dragon']);
  });

  it('has every motif it can draw in the extracted emoji file, and nothing more', () => {
    expect(Object.keys(EMOJI).sort()).toEqual([...ALL_MOTIFS]);
    for (const [motif] of MOTIF_KEYWORDS) expect(EMOJI[motif], motif).toBeDefined();
  });
});

describe('art: titles', () => {
  it('draws the game title from its file name, capitalised', () => {
    expect(titleFromSlug('golden-riches.svg')).toBe('Golden Riches');
    expect(titleFromSlug('1-minute-lotto.svg')).toBe('1-Minute Lotto');
    expect(textsOf(art('games/pg/golden-riches.svg')).join(' ')).toContain('Golden Riches');
  });

  it('draws a translated game title from the URL and keeps the motif of the file name', () => {
    const en = art('games/lottery/1-minute-lotto.svg');
    const pt = art('games/lottery/1-minute-lotto.svg', { title: 'Loto 1 Minuto' });
    const vi = art('games/lottery/1-minute-lotto.svg', { title: 'Xổ số 1 phút' });
    expect(textsOf(pt).join(' ')).toContain('Loto 1 Minuto');
    expect(textsOf(pt).join(' ')).not.toContain('1-Minute Lotto');
    expect(textsOf(vi).join(' ')).toContain('Xổ số 1 phút');
    // "Xổ số 1 phút" alone would pick another motif (no keyword of the table in it).
    expect(motifFor('Xổ số 1 phút')).not.toBe(motifFor('1-Minute Lotto'));
    expect(symbolsOf(pt)).toEqual(symbolsOf(en));
    expect(symbolsOf(vi)).toEqual(symbolsOf(en));
  });

  it('escapes the title: markup in a title is text, never an element', () => {
    const svg = art('banners/m_home-1.svg', { lang: 'en', title: '<script>alert(1)</script> & "quotes"' });
    expect(svg).not.toMatch(/<script/i);
    expect(svg).toContain('&lt;script&gt;');
    expect(textsOf(svg).join(' ')).toContain('<script>alert(1)</script> & "quotes"');
  });

  it('wraps at word boundaries and never cuts a word', () => {
    const title = 'Corrida do jackpot de fim de semana';
    const { lines } = fitText(title, 200, 3, 40, 20);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(title);
    const tile = textsOf(art('games/pg/mystic-dragon-treasure-of-the-golden-empire.svg'));
    const words = 'Mystic Dragon Treasure Of The Golden Empire'.split(' ');
    for (const line of tile) for (const w of line.replace('…', '').split(' ')) expect(words).toContain(w);
  });

  it('ends a title too long for its box with an ellipsis after a whole word', () => {
    expect(cleanTitle(`${'word '.repeat(40)}end`)).toMatch(/word…$/);
    const { lines } = fitText('one two three four five six seven eight nine ten eleven twelve', 60, 2, 20, 20);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^[a-z ]+…$/);
  });
});

describe('art: banners, promotions, avatars, lotteries', () => {
  it('draws the banner title and a call to action in the language asked for', () => {
    const pt = textsOf(art('banners/m_home-1.svg', { lang: 'pt', title: 'Bônus de boas-vindas 100%' }));
    expect(pt.join(' ')).toContain('Bônus de boas-vindas 100%');
    expect(pt).toContain(CTA.claim.pt);
    expect(pt).not.toContain(CTA.claim.en);
    const vi = textsOf(art('banners/m_home-4.svg', { lang: 'vi', title: 'Giới thiệu bạn bè' }));
    expect(vi).toContain(CTA.invite.vi);
    expect(textsOf(art('banners/m_home-1.svg', { lang: 'en', title: 'Welcome bonus 100%' }))).toContain(CTA.claim.en);
    expect(rootSize(art('banners/m_home-1.svg'))).toEqual([750, 300]);
  });

  it('composes promotion images from title, motif and background', () => {
    const svg = art('promos/promo-6-1.svg', { lang: 'pt', title: 'Torneio de loteria' });
    expect(textsOf(svg).join(' ')).toBe('Torneio de loteria');
    expect(symbolsOf(svg)).toContain('trophy');
    expect(rootSize(svg)).toEqual([800, 300]);
  });

  it('draws avatars with DiceBear, one face per avatar id', () => {
    const a = art('avatars/avatar_1.png');
    expect(a).toMatch(/^<svg[^>]*width="96" height="96"/);
    expect(a).toContain('Lorelei');
    expect(art('avatars/avatar_2.png')).not.toBe(a);
  });

  it('draws vendor wordmarks and lottery logos with balls', () => {
    expect(textsOf(art('vendors/evo.svg'))).toEqual(['Evolution']);
    const logo = art('lottery/vn_north.svg');
    expect(textsOf(logo)[0]).toBe('MB');
    expect(logo.match(/r="13"/g)).toHaveLength(6);
  });

  it('never writes a file name into the art of an unknown path', () => {
    expect(textsOf(art('misc/promo-banner_7.png'))).toEqual([]);
  });
});
