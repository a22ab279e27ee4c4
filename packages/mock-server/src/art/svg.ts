import { EMOJI } from './emoji.generated';
import { fnv1a } from '../engine/seeded/hash';

/** Building blocks of the art: escaping, text fitting, seeded randomness, symbols. */

export const escapeXml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** A small seeded generator (mulberry32) for decoration: same seed and key, same shapes. */
export function rng(seed: number, key: string): () => number {
  let a = (fnv1a(`${seed}:${key}`) ^ 0x9e3779b9) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fonts an <img> of SVG can use: the system's (web fonts of the page do not reach it). */
export const FONT = "'Inter','Segoe UI',Roboto,'Noto Sans','Helvetica Neue',Arial,sans-serif";

/** Width of a bold sans-serif glyph, in ems, on average (Latin and Vietnamese). */
const EM_PER_CHAR = 0.6;

export interface FittedText {
  fontSize: number;
  lines: string[];
}

const estimate = (text: string, fontSize: number) => [...text].length * fontSize * EM_PER_CHAR;

/** Greedy word wrap at `fontSize`: lines of whole words (a word longer than the box stays one line). */
function wrap(words: string[], width: number, fontSize: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (line && estimate(next, fontSize) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Fits a title in a box: the largest font size from `max` down to `min` at which its words wrap
 * into `maxLines` lines of the box's width. Words are never cut: when even `min` needs more lines,
 * the last line ends with an ellipsis after a whole word, and a single word too long for the box is
 * squeezed by the renderer (textLength), not broken.
 */
export function fitText(text: string, width: number, maxLines: number, max: number, min: number): FittedText {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { fontSize: max, lines: [] };
  for (let size = max; size >= min; size -= 2) {
    const lines = wrap(words, width, size);
    if (lines.length <= maxLines && lines.every((l) => estimate(l, size) <= width)) return { fontSize: size, lines };
  }
  const lines = wrap(words, width, min);
  if (lines.length <= maxLines) return { fontSize: min, lines };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return { fontSize: min, lines: kept };
}

export interface TextBlock {
  x: number;
  /** Baseline of the first line. */
  y: number;
  width: number;
  fitted: FittedText;
  fill: string;
  anchor?: 'start' | 'middle';
  weight?: number;
  lineHeight?: number;
  /** A dark outline under the letters, for legibility on busy art. */
  outline?: string;
}

/** SVG <text> lines of a fitted block; a line still too wide gets textLength so it never overflows. */
export function textBlock(b: TextBlock): string {
  const lh = b.lineHeight ?? 1.15;
  const size = b.fitted.fontSize;
  const stroke = b.outline
    ? ` stroke="${b.outline}" stroke-width="${Math.max(2, Math.round(size / 8))}" stroke-linejoin="round" paint-order="stroke"`
    : '';
  return b.fitted.lines
    .map((line, i) => {
      const squeeze = estimate(line, size) > b.width ? ` textLength="${b.width}" lengthAdjust="spacingAndGlyphs"` : '';
      const y = Math.round(b.y + i * size * lh);
      return `<text x="${b.x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${b.weight ?? 800}" text-anchor="${b.anchor ?? 'start'}" fill="${b.fill}"${stroke}${squeeze}>${escapeXml(line)}</text>`;
    })
    .join('');
}

/**
 * Symbols used by one document: each emoji's body is written once as a <symbol> and drawn with
 * <use>, so an image carries only the symbols it shows, once each.
 */
export class Symbols {
  private readonly used = new Map<string, string>();

  use(name: string, x: number, y: number, size: number, extra = ''): string {
    const emoji = EMOJI[name];
    if (!emoji) return '';
    const id = `s-${name}`;
    if (!this.used.has(name)) this.used.set(name, `<symbol id="${id}" viewBox="${emoji.viewBox}">${emoji.body}</symbol>`);
    return `<use href="#${id}" x="${round(x)}" y="${round(y)}" width="${round(size)}" height="${round(size)}"${extra}/>`;
  }

  defs(): string {
    return [...this.used.values()].join('');
  }
}

export const round = (n: number): number => Math.round(n * 10) / 10;

/** A whole document with fixed width and height (no layout shift where it is shown) and a label. */
export function svgDocument(width: number, height: number, label: string, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}"><defs>${defs}</defs>${body}</svg>`;
}

/** Light rays from a point, for the "lobby" look behind a motif. */
export function rays(cx: number, cy: number, r: number, count: number, turn: number, fill: string, opacity: number): string {
  const step = (Math.PI * 2) / count;
  const paths: string[] = [];
  for (let i = 0; i < count; i += 2) {
    const a = i * step + turn;
    const b = a + step;
    paths.push(
      `M${round(cx)} ${round(cy)}L${round(cx + r * Math.cos(a))} ${round(cy + r * Math.sin(a))}L${round(cx + r * Math.cos(b))} ${round(cy + r * Math.sin(b))}Z`,
    );
  }
  return `<path d="${paths.join('')}" fill="${fill}" opacity="${opacity}"/>`;
}

/** Sparkle dots scattered over a box (seeded). */
export function sparkles(next: () => number, w: number, h: number, n: number, fill: string): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    out += `<circle cx="${round(next() * w)}" cy="${round(next() * h)}" r="${round(1 + next() * 3)}" fill="${fill}" opacity="${round(0.25 + next() * 0.5)}"/>`;
  }
  return out;
}
