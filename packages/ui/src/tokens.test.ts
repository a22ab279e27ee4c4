import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  COLOR_SCALES,
  FIXED_COLORS,
  FONT_SIZES,
  FONT_WEIGHTS,
  RADII,
  SCALE_STEPS,
  SEMANTIC_COLORS,
  SHADOWS,
  SPACE_STEPS,
  scaleToken,
} from './tokens';

// The stylesheet as written (the test project loads no CSS: `css: false`).
const css = readFileSync(join(import.meta.dirname, 'styles/tokens.css'), 'utf8');
const block = (selector: string) => {
  const start = css.indexOf(`${selector} {`);
  return css.slice(start, css.indexOf('\n}', start));
};
const light = block(':root');
const dark = block("[data-theme='dark']");
// The blocks declared for every theme at once (component tokens, colours that art keeps).
const everyTheme = [...css.matchAll(/^:root,\n\[data-theme\] \{([^}]*)\}/gm)].map((m) => m[1]).join('\n');
const fixed = new Set<string>(FIXED_COLORS);
const defined = (text: string, name: string) => new RegExp(`^\\s*${name}:`, 'm').test(text);
const value = (text: string, name: string) => new RegExp(`^\\s*${name}:\\s*([^;]+);`, 'm').exec(text)?.[1];

describe('design tokens', () => {
  it('define every step of every colour scale in both themes, each a distinct colour', () => {
    for (const text of [light, dark]) {
      for (const scale of COLOR_SCALES) {
        const values = SCALE_STEPS.map((step) => value(text, scaleToken(scale, step)));
        expect(
          values.every((v) => v && /^#[0-9a-f]{6}$/.test(v)),
          `${scale}: ${values.join(' ')}`,
        ).toBe(true);
        expect(new Set(values).size).toBe(SCALE_STEPS.length);
      }
    }
  });

  it('order each scale of the light theme from light to dark, and of the dark theme from dark to light (steps 3 to 12)', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    for (const scale of COLOR_SCALES) {
      const steps = SCALE_STEPS.filter((s) => s >= 3);
      const l = steps.map((s) => luminance(value(light, scaleToken(scale, s))!));
      const d = steps.map((s) => luminance(value(dark, scaleToken(scale, s))!));
      for (let i = 1; i < steps.length; i++) {
        expect(l[i]!, `light ${scale}-${steps[i]}`).toBeLessThanOrEqual(l[i - 1]!);
        expect(d[i]!, `dark ${scale}-${steps[i]}`).toBeGreaterThanOrEqual(d[i - 1]!);
      }
    }
  });

  it('give every semantic colour a value in both themes, the neutral and brand ones through the scales', () => {
    for (const name of SEMANTIC_COLORS.filter((n) => !fixed.has(n))) {
      expect(defined(light, `--ui-color-${name}`), `light ${name}`).toBe(true);
      expect(defined(dark, `--ui-color-${name}`), `dark ${name}`).toBe(true);
    }
    for (const name of ['bg', 'surface', 'surface-2', 'border', 'text', 'text-muted', 'primary', 'primary-soft']) {
      expect(value(light, `--ui-color-${name}`)).toMatch(/^var\(--ui-(neutral|brand)-\d+\)$/);
      expect(value(dark, `--ui-color-${name}`)).toMatch(/^var\(--ui-(neutral|brand)-\d+\)$/);
    }
  });

  it('declare the fixed colours once for every theme, never overridden by one', () => {
    for (const name of FIXED_COLORS) {
      expect(defined(everyTheme, `--ui-color-${name}`), name).toBe(true);
      expect(defined(light, `--ui-color-${name}`) || defined(dark, `--ui-color-${name}`), `${name} themed`).toBe(false);
    }
  });

  it('define the space, radius, type and shadow scales', () => {
    for (const s of SPACE_STEPS) expect(defined(light, `--ui-space-${s}`), `space ${s}`).toBe(true);
    for (const r of RADII) expect(defined(light, `--ui-radius-${r}`), `radius ${r}`).toBe(true);
    for (const f of FONT_SIZES) expect(defined(light, `--ui-font-size-${f}`), `font size ${f}`).toBe(true);
    for (const w of FONT_WEIGHTS) expect(defined(light, `--ui-font-weight-${w}`), `weight ${w}`).toBe(true);
    for (const s of SHADOWS) expect(defined(light, `--ui-shadow-${s}`) && defined(dark, `--ui-shadow-${s}`), `shadow ${s}`).toBe(true);
    const px = SPACE_STEPS.map((s) => parseInt(value(light, `--ui-space-${s}`)!, 10));
    expect([...px].sort((a, b) => a - b)).toEqual(px);
  });

  it('name no raw colour outside the scale and status lines: semantic neutrals and brand colours use the scales', () => {
    const raw = [...css.matchAll(/^\s*--ui-color-([a-z0-9-]+):\s*(#|rgb|hsl)/gm)].map((m) => m[1]!);
    // Status colours (danger, success, info, focus, toast) and on-accent are their own hues; the
    // mask, the skeleton's shine and the scroll shade are translucent veils; fixed colours are art's.
    const ownHue = /^(on-)?(danger|success|info|focus|toast)$|^(on-accent|mask|skeleton-shine|scroll-shade)$/;
    expect(raw.filter((n) => !ownHue.test(n) && !fixed.has(n))).toEqual([]);
  });
});
