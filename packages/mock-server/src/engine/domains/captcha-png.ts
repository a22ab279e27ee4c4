/**
 * A tiny PNG writer for the captcha image: digits drawn from a 3x5 bitmap font, scaled
 * up, with seeded noise dots. Pure TypeScript (stored deflate blocks, CRC-32, Adler-32), so the
 * engine stays browser-safe for MSW; no zlib, no Buffer.
 */

const FONT: Record<string, string[]> = {
  '0': ['111', '101', '101', '101', '111'],
  '1': ['010', '110', '010', '010', '111'],
  '2': ['111', '001', '111', '100', '111'],
  '3': ['111', '001', '111', '001', '111'],
  '4': ['101', '101', '111', '001', '001'],
  '5': ['111', '100', '111', '001', '111'],
  '6': ['111', '100', '111', '101', '111'],
  '7': ['111', '001', '010', '010', '010'],
  '8': ['111', '101', '111', '101', '111'],
  '9': ['111', '101', '111', '001', '111'],
};

const SCALE = 5;
const PAD = 6;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const x of bytes) {
    a = (a + x) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

function chunk(type: string, data: Uint8Array): number[] {
  const typed = new Uint8Array(4 + data.length);
  for (let i = 0; i < 4; i++) typed[i] = type.charCodeAt(i);
  typed.set(data, 4);
  return [...u32(data.length), ...typed, ...u32(crc32(typed))];
}

/** zlib stream made of stored (uncompressed) deflate blocks. */
function zlibStored(raw: Uint8Array): Uint8Array {
  const out: number[] = [0x78, 0x01];
  for (let i = 0; i < raw.length; i += 65535) {
    const end = Math.min(i + 65535, raw.length);
    const block = raw.subarray(i, end);
    out.push(
      end === raw.length ? 1 : 0,
      block.length & 0xff,
      block.length >>> 8,
      ~block.length & 0xff,
      (~block.length >>> 8) & 0xff,
      ...block,
    );
  }
  out.push(...u32(adler32(raw)));
  return new Uint8Array(out);
}

function base64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

/** `noise` gives numbers in [0, 1) (the world's seeded faker), so the same seed draws the same image. */
export function captchaPng(text: string, noise: () => number): string {
  const glyphW = 3 * SCALE;
  const width = PAD * 2 + text.length * (glyphW + SCALE);
  const height = PAD * 2 + 5 * SCALE;
  // Greyscale, 8 bits: one filter byte (0) per row.
  const raw = new Uint8Array((width + 1) * height);
  for (let y = 0; y < height; y++) raw.fill(235, y * (width + 1) + 1, (y + 1) * (width + 1));
  [...text].forEach((ch, i) => {
    const rows = FONT[ch] ?? FONT['0'];
    const x0 = PAD + i * (glyphW + SCALE);
    const dy = Math.floor(noise() * 3) - 1;
    rows.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let sy = 0; sy < SCALE; sy++)
          for (let sx = 0; sx < SCALE; sx++) {
            const y = PAD + dy + gy * SCALE + sy;
            raw[y * (width + 1) + 1 + x0 + gx * SCALE + sx] = 40;
          }
      });
    });
  });
  for (let i = 0; i < (width * height) / 12; i++) {
    const x = Math.floor(noise() * width);
    const y = Math.floor(noise() * height);
    raw[y * (width + 1) + 1 + x] = Math.floor(noise() * 200);
  }
  const ihdr = new Uint8Array([...u32(width), ...u32(height), 8, 0, 0, 0, 0]);
  const png = new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', ihdr),
    ...chunk('IDAT', zlibStored(raw)),
    ...chunk('IEND', new Uint8Array()),
  ]);
  return `data:image/png;base64,${base64(png)}`;
}
