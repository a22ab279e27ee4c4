import { createAvatar } from '@dicebear/core';
import { lorelei } from '@dicebear/collection';
import { artLanguage, CTA, ctaKindFor, INSTALL_STEP_MOTIFS, type ArtLanguage } from './copy';
import { fnv1a } from '../engine/seeded/hash';
import { motifFor } from './motifs';
import { escapeXml, fitText, FONT, type FittedText, rays, rng, round, sparkles, svgDocument, Symbols, textBlock } from './svg';
import { bannerTheme, gameTheme, THEMES, vendorBrand, type Theme } from './themes';

/**
 * The renderers of the simulated CDN, one per kind of image the simulator's answers link to.
 * Each is a pure function of its inputs (seed, path, query): same inputs, same bytes.
 */

/** Longest title drawn (a longer one is cut at a word before it, with an ellipsis). */
export const MAX_TITLE = 120;

const stripExt = (file: string) => file.replace(/\.[a-z0-9]+$/i, '');

/** A file name slug as a title: "golden-riches" -> "Golden Riches", "1-minute-lotto" -> "1-Minute Lotto". */
export function titleFromSlug(slug: string): string {
  return stripExt(slug)
    .replace(/(\d+)-(minute|min)\b/gi, '$1\u2010$2')
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')
    .replace(/\u2010(\w)/g, (_, c: string) => `-${c.toUpperCase()}`);
}

/** A title from the URL (the simulator's own answer's title), bounded and cleaned of control characters. */
export function cleanTitle(value: unknown): string {
  if (typeof value !== 'string') return '';
  const text = value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= MAX_TITLE) return text;
  const cut = text.slice(0, MAX_TITLE);
  const space = cut.lastIndexOf(' ');
  return `${space > 40 ? cut.slice(0, space) : cut}…`;
}

const TILE_CLIP = `<clipPath id="clip"><rect width="200" height="200" rx="20"/></clipPath>`;
const gradient = (id: string, t: Theme, x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${t.from}"/><stop offset="1" stop-color="${t.to}"/></linearGradient>`;
const glow = (id: string, colour: string) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="0.55"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;

/**
 * Game thumbnail (games/<vendor>/<slug>.svg?title=), 200x200: themed background, the name's motif,
 * the title (the slug's, or the translated one the simulator writes into the URL). The top
 * corners stay free: the site lays its Hot/New tag and favourite star there, and writes the
 * vendor's name under the tile.
 */
export function gameTile(seed: number, vendor: string, file: string, titleParam?: string): string {
  const title = cleanTitle(titleParam) || titleFromSlug(file);
  // The motif comes from the file's name, so a title drawn in another language (a lottery's name
  // on a Portuguese list) keeps the same picture.
  const motif = motifFor(titleFromSlug(file));
  const theme = gameTheme(vendor, motif);
  const next = rng(seed, `game/${vendor}/${file}`);
  const symbols = new Symbols();
  const fitted = fitText(title, 176, 2, 24, 14);
  const lines = fitted.lines.length;
  const bandTop = 200 - (lines * fitted.fontSize * 1.15 + 18);
  const motifSize = Math.min(112, bandTop - 34);
  const body = [
    `<rect width="200" height="200" rx="20" fill="url(#bg)"/>`,
    `<g clip-path="url(#clip)">${rays(100, 84, 150, 16, next() * Math.PI, theme.accent, 0.12)}</g>`,
    `<circle cx="100" cy="84" r="70" fill="url(#gl)"/>`,
    sparkles(next, 200, bandTop, 14, '#fff'),
    symbols.use(motif, 100 - motifSize / 2, 30 + (bandTop - 30 - motifSize) / 2, motifSize),
    `<path d="M0 ${round(bandTop)}H200V180a20 20 0 0 1-20 20H20a20 20 0 0 1-20-20Z" fill="#000" opacity="0.38"/>`,
    textBlock({
      x: 100,
      y: bandTop + 9 + fitted.fontSize * 0.85,
      width: 176,
      fitted,
      fill: '#fff',
      anchor: 'middle',
      outline: '#00000066',
    }),
  ].join('');
  return svgDocument(200, 200, title, gradient('bg', theme) + glow('gl', theme.accent) + TILE_CLIP + symbols.defs(), body);
}

/** Vendor logo (vendors/<code>.svg), 120x60: a wordmark in the vendor's colour on a dark plate. */
export function vendorLogo(file: string): string {
  const code = stripExt(file);
  const brand = vendorBrand(code);
  const fitted = fitText(brand.wordmark, 104, 1, 22, 12);
  const body = [
    `<rect width="120" height="60" rx="12" fill="#111827"/>`,
    `<rect x="3" y="3" width="114" height="54" rx="10" fill="none" stroke="${brand.colour}" stroke-opacity="0.45" stroke-width="2"/>`,
    `<rect x="14" y="44" width="92" height="3" rx="1.5" fill="${brand.colour}" opacity="0.8"/>`,
    textBlock({ x: 60, y: 30 + fitted.fontSize * 0.3, width: 104, fitted, fill: brand.colour, anchor: 'middle', weight: 900 }),
  ].join('');
  return svgDocument(120, 60, brand.wordmark, '', body);
}

interface SceneOptions {
  width: number;
  height: number;
  theme: Theme;
  title: string;
  motif: string;
  cta?: string;
  key: string;
  seed: number;
}

/** A wide composed scene: gradient, rays and glow behind the motif on the right, coins, the title and a button on the left. */
function scene(o: SceneOptions): string {
  const { width: w, height: h, theme } = o;
  const next = rng(o.seed, o.key);
  const symbols = new Symbols();
  const textWidth = Math.round(w * 0.56);
  const ctaSize = Math.round(h * 0.085);
  const ctaBlock = o.cta ? ctaSize * 3.2 : 0;
  // The largest title that fits the width in three lines AND leaves room for the button.
  let fitted: FittedText = { fontSize: 0, lines: [] };
  for (let max = Math.round(h * 0.17); o.title && max >= Math.round(h * 0.09); max -= 2) {
    fitted = fitText(o.title, textWidth, 3, max, Math.round(h * 0.09));
    if (fitted.lines.length * fitted.fontSize * 1.1 + ctaBlock <= h * 0.84) break;
  }
  const ctaWidth = o.cta ? Math.round(o.cta.length * ctaSize * 0.62 + ctaSize * 2.4) : 0;
  const textHeight = fitted.lines.length * fitted.fontSize * 1.1 + ctaBlock;
  const top = (h - textHeight) / 2 + fitted.fontSize * 0.85;
  const cx = w * 0.79;
  const cy = h * 0.5;
  const motifSize = h * 0.66;
  const coins: string[] = [];
  for (let i = 0; i < 4; i++) {
    const size = h * (0.1 + next() * 0.08);
    coins.push(
      symbols.use(
        'coin',
        w * (0.6 + next() * 0.36) - size / 2,
        h * (0.06 + next() * 0.78),
        size,
        ` opacity="${round(0.7 + next() * 0.3)}"`,
      ),
    );
  }
  const ctaY = top - fitted.fontSize * 0.85 + fitted.lines.length * fitted.fontSize * 1.1 + ctaSize * 0.6;
  const body = [
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    rays(cx, cy, w, 24, next() * Math.PI, theme.accent, 0.1),
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(h * 0.48)}" fill="url(#gl)"/>`,
    sparkles(next, w, h, 26, '#fff'),
    `<ellipse cx="${round(cx)}" cy="${round(cy + motifSize * 0.46)}" rx="${round(motifSize * 0.42)}" ry="${round(h * 0.05)}" fill="#000" opacity="0.25"/>`,
    symbols.use(o.motif, cx - motifSize / 2, cy - motifSize / 2, motifSize),
    ...coins,
    `<rect width="${Math.round(w * 0.64)}" height="${h}" fill="url(#shade)"/>`,
    textBlock({ x: Math.round(w * 0.06), y: top, width: textWidth, fitted, fill: '#fff', lineHeight: 1.1, outline: '#0000004d' }),
    o.cta
      ? `<g><rect x="${Math.round(w * 0.06)}" y="${round(ctaY)}" width="${ctaWidth}" height="${round(ctaSize * 2.1)}" rx="${round(ctaSize * 1.05)}" fill="${theme.accent}"/><text x="${round(w * 0.06 + ctaWidth / 2)}" y="${round(ctaY + ctaSize * 1.42)}" font-family="${FONT}" font-size="${ctaSize}" font-weight="800" text-anchor="middle" fill="${theme.onAccent}">${escapeXml(o.cta)}</text></g>`
      : '',
  ].join('');
  const shade = `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>`;
  const label = o.cta ? `${o.title} – ${o.cta}` : o.title;
  return svgDocument(w, h, label, gradient('bg', theme) + glow('gl', theme.accent) + shade + symbols.defs(), body);
}

/**
 * Banner (banners/<group>-<n>.svg?lang=&title=), 750x300: the banner's own title (the simulator
 * writes it into the URL in the language asked for) and a call to action in that language.
 */
export function banner(seed: number, file: string, lang: ArtLanguage, titleParam?: string): string {
  const name = stripExt(file);
  const title = cleanTitle(titleParam);
  const group = name.replace(/-\d+$/, '');
  const motif = motifFor(title || name);
  const cta = title ? CTA[ctaKindFor(motif)][lang] : undefined;
  return scene({ width: 750, height: 300, theme: bannerTheme(group), title, motif, cta, key: `banner/${name}`, seed });
}

/** Promotion image (promos/promo-<id>-<n>.svg?lang=&title=), 800x300: title, motif and background. */
export function promo(seed: number, file: string, titleParam?: string): string {
  const name = stripExt(file);
  const title = cleanTitle(titleParam);
  const motif = motifFor(title || name);
  const palette = [THEMES.PROMO!, THEMES.LOTT!, THEMES.RNG!, THEMES.FISH!, THEMES.PVP!];
  const n = Number(/-(\d+)$/.exec(name)?.[1] ?? 1);
  const theme = palette[(fnv1a(title || name) + n - 1) % palette.length]!;
  return scene({ width: 800, height: 300, theme, title, motif, key: `promo/${name}`, seed });
}

const AVATAR_BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c7f0d8'];

/** Head icon (avatars/<id>.png, the path the site builds), 96x96: DiceBear "Lorelei" (CC0 1.0) seeded by the id. */
export function avatar(file: string): string {
  const id = stripExt(file);
  return createAvatar(lorelei, { seed: id, size: 96, backgroundColor: AVATAR_BACKGROUNDS, backgroundType: ['gradientLinear'] }).toString();
}

/** Short marks of the seeded lotteries; any other code shows its first letters. */
const LOTTERY_MARKS: Readonly<Record<string, string>> = {
  fast1: '1′',
  fast2: '2′',
  fast3: '3′',
  fast5: 'KENO',
  fast10: '10′',
  vn_north: 'MB',
  vn_hcm: 'HCM',
  vn_danang: 'ĐN',
  vn_hue: 'HUE',
  rb_stock: 'RB',
};

/**
 * Lottery logo (lottery/<code>.svg), 120x120: a ring of lottery balls around the lottery's mark,
 * coloured by its family (fast, Vietnam, stock, GPI); the ball numbers come from the seed.
 */
export function lotteryLogo(seed: number, file: string): string {
  const code = stripExt(file).toLowerCase();
  const family = code.startsWith('vn_')
    ? THEMES.LOTT!
    : code.startsWith('rb_')
      ? THEMES.PVP!
      : code.startsWith('gpi')
        ? THEMES.FISH!
        : code === 'fast5'
          ? THEMES.ESPORTS!
          : THEMES.RNG!;
  const mark = LOTTERY_MARKS[code] ?? code.replace(/^gpi_/, '').replace(/_/g, ' ').slice(0, 4).toUpperCase();
  const next = rng(seed, `lottery/${code}`);
  const colours = ['#ef4444', '#f59e0b', '#22c55e', '#3b82f6', '#a855f7', '#ec4899'];
  const balls: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 - Math.PI / 2;
    const x = 60 + 43 * Math.cos(a);
    const y = 60 + 43 * Math.sin(a);
    const n = 1 + Math.floor(next() * 49);
    balls.push(
      `<circle cx="${round(x)}" cy="${round(y)}" r="13" fill="${colours[i]}"/><circle cx="${round(x)}" cy="${round(y)}" r="7.5" fill="#fff"/><circle cx="${round(x - 4)}" cy="${round(y - 5)}" r="3" fill="#fff" opacity="0.5"/>`,
      `<text x="${round(x)}" y="${round(y + 3.3)}" font-family="${FONT}" font-size="9" font-weight="800" text-anchor="middle" fill="#111">${n}</text>`,
    );
  }
  const fitted = fitText(mark, 44, 1, 22, 11);
  const body = [
    `<rect width="120" height="120" rx="24" fill="url(#bg)"/>`,
    `<g clip-path="url(#clip)">${rays(60, 60, 90, 20, next() * Math.PI, family.accent, 0.14)}</g>`,
    `<circle cx="60" cy="60" r="27" fill="${family.accent}"/><circle cx="60" cy="60" r="23" fill="#fff" opacity="0.92"/>`,
    textBlock({ x: 60, y: 60 + fitted.fontSize * 0.36, width: 44, fitted, fill: family.onAccent, anchor: 'middle', weight: 900 }),
    ...balls,
  ].join('');
  return svgDocument(
    120,
    120,
    mark,
    gradient('bg', family) + `<clipPath id="clip"><rect width="120" height="120" rx="24"/></clipPath>`,
    body,
  );
}

/** Install-guide pictures (install/ios-step-<n>.png), 160x160: a phone with the step's symbol. */
export function installStep(file: string): string {
  const n = Math.max(1, Math.min(3, Number(/(\d+)/.exec(file)?.[1] ?? 1)));
  const symbols = new Symbols();
  const motif = INSTALL_STEP_MOTIFS[n - 1]!;
  const body = [
    `<rect width="160" height="160" rx="24" fill="#e0e7ff"/>`,
    `<rect x="46" y="14" width="68" height="132" rx="14" fill="#1f2937"/><rect x="51" y="24" width="58" height="112" rx="8" fill="#f8fafc"/>`,
    symbols.use(motif, 58, 52, 44),
    `<circle cx="128" cy="32" r="18" fill="#4f46e5"/><text x="128" y="39" font-family="${FONT}" font-size="20" font-weight="800" text-anchor="middle" fill="#fff">${n}</text>`,
  ].join('');
  return svgDocument(160, 160, `Step ${n}`, symbols.defs(), body);
}

/** Anything else under /cdn: a themed tile with the motif its path suggests (never a file name). */
export function generic(seed: number, path: string): string {
  const name = stripExt(path.split('/').pop() ?? path);
  const motif = motifFor(name.replace(/[-_]/g, ' '));
  const theme = [THEMES.PROMO!, THEMES.RNG!, THEMES.FISH!, THEMES.LOTT!][fnv1a(path) % 4]!;
  const next = rng(seed, path);
  const symbols = new Symbols();
  const body = [
    `<rect width="200" height="200" rx="20" fill="url(#bg)"/>`,
    `<g clip-path="url(#clip)">${rays(100, 100, 150, 16, next() * Math.PI, theme.accent, 0.12)}</g>`,
    `<circle cx="100" cy="100" r="70" fill="url(#gl)"/>`,
    sparkles(next, 200, 200, 12, '#fff'),
    symbols.use(motif, 50, 50, 100),
  ].join('');
  return svgDocument(200, 200, titleFromSlug(name), gradient('bg', theme) + glow('gl', theme.accent) + TILE_CLIP + symbols.defs(), body);
}

export interface ArtRequest {
  /** The path under /cdn/, e.g. "games/pg/golden-riches.svg". */
  path: string;
  /** The query: lang, title. */
  query: Readonly<Record<string, unknown>>;
  seed: number;
}

/** Renders the image at a /cdn path: the one dispatch both transports call (through cache.ts). */
export function renderArt({ path, query, seed }: ArtRequest): string {
  const parts = path.split('/').filter(Boolean);
  const [kind, a, b] = parts;
  const lang = artLanguage(query.lang);
  const title = typeof query.title === 'string' ? query.title : undefined;
  if (kind === 'games' && a && b && parts.length === 3) return gameTile(seed, a, b, title);
  if (kind === 'vendors' && a && parts.length === 2) return vendorLogo(a);
  if (kind === 'banners' && a && parts.length === 2) return banner(seed, a, lang, title);
  if (kind === 'promos' && a && parts.length === 2) return promo(seed, a, title);
  if (kind === 'avatars' && a && parts.length === 2) return avatar(a);
  if (kind === 'lottery' && a && parts.length === 2) return lotteryLogo(seed, a);
  if (kind === 'install' && a && parts.length === 2) return installStep(a);
  return generic(seed, path);
}
