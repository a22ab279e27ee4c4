import { describe, expect, it } from 'vitest';
import { createEngine } from '../index';
import { CONTENT_TRANSLATIONS, contentLanguage, localise } from './content-i18n';
import { CONTRACT_TIERS, TEAM_BET_GAMES } from './domains/agent';
import { CUSTOMER_SERVICE_TITLE } from './domains/support';
import { REWARD_TITLES } from './wallet/wallet-state';

const ORIGIN = 'http://127.0.0.1:4010';
const world = () => createEngine({ pagesOrigin: ORIGIN, delay: async () => {} }).world().state;

describe('content in three languages', () => {
  it('has PT and VI for every text of the default world the site shows: announcements, help, mail, promotions, rewards, customer service, contract tiers', () => {
    const s = world();
    const texts = [
      ...s.announcements.flatMap((a) => [a.title, a.content]),
      ...s.support.help.flatMap((h) => [h.title, h.content]),
      ...Object.values(s.support.inbox).flatMap((mails) => mails.flatMap((m) => [m.title, m.content])),
      ...s.promotions.items.flatMap((p) => [p.title, p.content]),
      ...s.promotions.categories.map((c) => c.title),
      ...REWARD_TITLES,
      CUSTOMER_SERVICE_TITLE,
      ...Object.values(CONTRACT_TIERS).flatMap((tiers) => tiers.flatMap((t) => [t.requirement, t.reward])),
    ];
    const untranslated = texts.filter((t) => localise(t, 'pt') === t || localise(t, 'vi') === t);
    // Names both languages keep (a brand, "VIP", "Slots" in PT) are the only texts equal to EN.
    expect(untranslated.filter((t) => !['VIP', 'Slots'].includes(t))).toEqual([]);
  });

  it("names the lottery of the team betting report, as the game lists do, and keeps the vendors' game names", () => {
    const named = TEAM_BET_GAMES.filter((g) => localise(g, 'pt') !== g && localise(g, 'vi') !== g);
    expect(named).toEqual(['1-Minute Lotto']);
  });

  it("translates a text holding the world's origin and keeps that origin", () => {
    const s = world();
    const deposit = s.announcements.find((a) => a.title === 'Deposit channel update')!;
    const pt = localise(deposit.content, 'pt');
    expect(pt).toContain('Um novo canal de depósito está disponível.');
    expect(pt).toContain(`<img src="${ORIGIN}/cdn/promos/promo-1-1.png"`);
    expect(localise(deposit.content.replace(ORIGIN, 'https://sim.example:8443'), 'vi')).toContain(
      'src="https://sim.example:8443/cdn/promos/promo-1-1.png"',
    );
  });

  it('serves English for English, for an unknown language and for a text QA wrote', () => {
    expect(localise('How do I deposit?', 'en')).toBe('How do I deposit?');
    expect(localise(localise('How do I deposit?', contentLanguage('xx')), 'en')).toBe('How do I deposit?');
    expect(localise('A notice QA wrote', 'pt')).toBe('A notice QA wrote');
    expect(contentLanguage('pt-BR')).toBe('pt');
    expect(contentLanguage(42)).toBe('en');
  });

  it('keeps every translation free of the English text it stands for, but for names', () => {
    // Place and brand names read the same in every language.
    const NAMES = ['VIP', 'Slots', 'RB Stock', 'RB Stock 5 Min', 'Mien Bac', 'Ho Chi Minh', 'Da Nang', 'Thua Thien Hue'];
    const copies = Object.entries(CONTENT_TRANSLATIONS).filter(([en, t]) => (t.pt === en || t.vi === en) && !NAMES.includes(en));
    expect(copies.map(([en]) => en)).toEqual([]);
  });
});
