import { describe, expect, it } from 'vitest';
import en from '../../shared/i18n/locales/en.json';
import pt from '../../shared/i18n/locales/pt.json';
import vi from '../../shared/i18n/locales/vi.json';
import gamesEn from './locales/en.json';
import gamesPt from './locales/pt.json';
import gamesVi from './locales/vi.json';

// One name per category. The page title (titles.*) and the category tab
// (games.category.*) of the same game type read the same in every language ("Cards" was once
// "Card games" on the other).
const PAIRS = [
  ['hot', 'HOT'],
  ['rng', 'RNG'],
  ['fish', 'FISH'],
  ['live', 'LIVE'],
  ['pvp', 'PVP'],
  ['sports', 'SPORTS'],
  ['esports', 'ESPORTS'],
  ['cockfight', 'COCKFIGHT'],
  ['inhouse', 'INHOUSE'],
] as const;

describe('one name per game category', () => {
  for (const [lng, shared, games] of [
    ['en', en, gamesEn],
    ['pt', pt, gamesPt],
    ['vi', vi, gamesVi],
  ] as const) {
    it(`${lng}: titles and category tabs agree`, () => {
      const titles = shared.titles as Record<string, string>;
      const category = games.games.category as Record<string, string>;
      for (const [title, cat] of PAIRS) expect(`${title}: ${titles[title]}`).toBe(`${title}: ${category[cat]}`);
    });
  }
});
