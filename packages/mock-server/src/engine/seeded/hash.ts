/**
 * The simulator's one string hash: FNV-1a, 32 bits, over a text's UTF-16 code units. Seeded data
 * (agent report activity, lottery draws), token tags and the CDN art (motifs, themes, shapes) need a stable number from a text, never
 * a cryptographic one; a seed mixed into the starting basis gives each world its own numbers.
 */

/** FNV-1a's 32-bit offset basis. */
export const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a of the text from `basis` (the standard offset basis unless a seed is mixed in), as an unsigned 32-bit number. */
export function fnv1a(text: string, basis: number = FNV_OFFSET_BASIS): number {
  let h = basis;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
  return h >>> 0;
}
