/**
 * Colours of the art. Game tiles take their background from the game's type (known from the
 * vendor in the URL, or from a fish/sea word in the name); vendors have a brand colour for their
 * wordmark. A vendor missing here gets a colour from its code's hash.
 */
import { fnv1a } from '../engine/seeded/hash';

export interface Theme {
  /** Gradient from top-left to bottom-right. */
  from: string;
  to: string;
  /** Rays, rims, the call-to-action button. */
  accent: string;
  /** Text on the accent colour. */
  onAccent: string;
}

export const THEMES: Readonly<Record<string, Theme>> = {
  RNG: { from: '#4c1d95', to: '#a21caf', accent: '#fbbf24', onAccent: '#3b0764' },
  FISH: { from: '#075985', to: '#0891b2', accent: '#67e8f9', onAccent: '#083344' },
  LIVE: { from: '#450a0a', to: '#b91c1c', accent: '#fcd34d', onAccent: '#450a0a' },
  PVP: { from: '#064e3b', to: '#059669', accent: '#fde68a', onAccent: '#064e3b' },
  SPORTS: { from: '#14532d', to: '#16a34a', accent: '#bef264', onAccent: '#14532d' },
  ESPORTS: { from: '#1e1b4b', to: '#7c3aed', accent: '#f472b6', onAccent: '#1e1b4b' },
  COCKFIGHT: { from: '#7c2d12', to: '#ea580c', accent: '#fde047', onAccent: '#431407' },
  LOTT: { from: '#7f1d1d', to: '#dc2626', accent: '#fcd34d', onAccent: '#7f1d1d' },
  PROMO: { from: '#1e3a8a', to: '#7c3aed', accent: '#fbbf24', onAccent: '#1e1b4b' },
};

export interface VendorBrand {
  wordmark: string;
  colour: string;
  gameType: string;
}

/** Vendor codes (as in /cdn/vendors/<code>.svg and /cdn/games/<code>/...) -> wordmark. */
export const VENDOR_BRANDS: Readonly<Record<string, VendorBrand>> = {
  bgs: { wordmark: 'BG Studio', colour: '#f59e0b', gameType: 'RNG' },
  pg: { wordmark: 'PG Soft', colour: '#ef4444', gameType: 'RNG' },
  jili: { wordmark: 'JILI', colour: '#facc15', gameType: 'RNG' },
  pp: { wordmark: 'Pragmatic', colour: '#fb923c', gameType: 'RNG' },
  cq9: { wordmark: 'CQ9', colour: '#f43f5e', gameType: 'FISH' },
  fc: { wordmark: 'Fa Chai', colour: '#22d3ee', gameType: 'FISH' },
  evo: { wordmark: 'Evolution', colour: '#e5e7eb', gameType: 'LIVE' },
  sexy: { wordmark: 'Sexy', colour: '#f472b6', gameType: 'LIVE' },
  dg: { wordmark: 'Dream Gaming', colour: '#c4b5fd', gameType: 'LIVE' },
  km: { wordmark: 'Kingmaker', colour: '#fbbf24', gameType: 'PVP' },
  v8: { wordmark: 'V8 Poker', colour: '#4ade80', gameType: 'PVP' },
  saba: { wordmark: 'SABA', colour: '#38bdf8', gameType: 'SPORTS' },
  cmd: { wordmark: 'CMD368', colour: '#a3e635', gameType: 'SPORTS' },
  tf: { wordmark: 'TF Gaming', colour: '#e879f9', gameType: 'ESPORTS' },
  sv388: { wordmark: 'SV388', colour: '#fb923c', gameType: 'COCKFIGHT' },
  lott: { wordmark: 'Lottery', colour: '#fcd34d', gameType: 'LOTT' },
  lottery: { wordmark: 'Lottery', colour: '#fcd34d', gameType: 'LOTT' },
  elott: { wordmark: 'E-Lottery', colour: '#fda4af', gameType: 'LOTT' },
  tcg_lotto_vn: { wordmark: 'VN Lotto', colour: '#fde047', gameType: 'LOTT' },
  tcg_sea: { wordmark: 'SEA Lotto', colour: '#5eead4', gameType: 'LOTT' },
  gpi: { wordmark: 'GPI', colour: '#93c5fd', gameType: 'LOTT' },
};

export function vendorBrand(code: string): VendorBrand {
  const key = code.toLowerCase();
  if (Object.hasOwn(VENDOR_BRANDS, key)) return VENDOR_BRANDS[key]!;
  return { wordmark: code.toUpperCase(), colour: `hsl(${fnv1a(key) % 360},85%,65%)`, gameType: 'RNG' };
}

const SEA_MOTIFS = new Set(['tropical-fish', 'fishing-pole', 'water-wave', 'coral', 'shark', 'spouting-whale']);

/** The theme of a game: by its vendor's type, the sea for a fish/sea motif among slots. */
export function gameTheme(vendorCode: string, motif: string): Theme {
  const type = vendorBrand(vendorCode).gameType;
  if (SEA_MOTIFS.has(motif)) return THEMES.FISH!;
  return THEMES[type] ?? THEMES.RNG!;
}

/** Banner groups (m_home, m_rng, ...) -> theme. */
export function bannerTheme(group: string): Theme {
  const type = group.replace(/^m_/, '').toUpperCase();
  if (type === 'HOME' || type === 'INHOUSE' || type === 'REG') return THEMES.PROMO!;
  if (
    type === 'COCKFIGHT' ||
    type === 'ESPORTS' ||
    type === 'SPORTS' ||
    type === 'FISH' ||
    type === 'LIVE' ||
    type === 'PVP' ||
    type === 'RNG'
  )
    return THEMES[type]!;
  return THEMES.PROMO!;
}
