import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { captchaPng } from './captcha-png';

describe('captcha PNG (A-024)', () => {
  it('is a valid PNG that a decoder reads, the same bytes for the same noise', () => {
    let n = 0;
    const noise = () => (n = (n * 9301 + 49297) % 233280) / 233280;
    const a = captchaPng('0429', noise);
    n = 0;
    expect(captchaPng('0429', noise)).toBe(a);
    const png = PNG.sync.read(Buffer.from(a.replace('data:image/png;base64,', ''), 'base64'));
    expect(png.width).toBeGreaterThan(60);
    expect(png.height).toBeGreaterThan(20);
    // Dark glyph pixels exist on the light background.
    const dark = [...png.data].filter((v, i) => i % 4 === 0 && v === 40).length;
    expect(dark).toBeGreaterThan(50);
  });
});
