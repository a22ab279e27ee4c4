import { ERROR_CODES } from '@m/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { mergeTexts } from './merge-texts';
import en from './locales/en.json';
import pt from './locales/pt.json';
import vi from './locales/vi.json';

// Shared texts plus every feature's own locale files (src/features/<name>/locales).
const featureFiles = import.meta.glob<Record<string, unknown>>('../../features/*/locales/*.json', { eager: true, import: 'default' });
const featureTexts = (lng: string) =>
  Object.entries(featureFiles)
    .filter(([f]) => f.endsWith(`/${lng}.json`))
    .map(([, t]) => t);
// The forms' part of the shared texts (locales/forms), under the shared file's keys.
const formFiles = import.meta.glob<Record<string, unknown>>('./locales/forms/*.json', { eager: true, import: 'default' });
const formTexts = (lng: string) => formFiles[`./locales/forms/${lng}.json`]!;
const withFeatures = (lng: string, shared: object) => mergeTexts(shared as Record<string, unknown>, [formTexts(lng), ...featureTexts(lng)]);
const resources = {
  en: { translation: withFeatures('en', en) },
  pt: { translation: withFeatures('pt', pt) },
  vi: { translation: withFeatures('vi', vi) },
};

type Tree = { [k: string]: string | Tree };
const flatten = (t: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(flatten(v, `${prefix}${k}.`)))),
  );

const locales = Object.fromEntries(Object.entries(resources).map(([lng, r]) => [lng, flatten(r.translation as Tree)]));

describe('locales (A-167, A-168)', () => {
  it("keep each feature's texts under one top-level key named after the feature", () => {
    for (const [file, texts] of Object.entries(featureFiles)) {
      const feature = file.split('/features/')[1]!.split('/')[0];
      expect(Object.keys(texts), file).toEqual([feature]);
    }
  });

  it("keep the forms' texts apart from the shared file's (no text in both)", () => {
    for (const [lng, shared] of Object.entries({ en, pt, vi })) {
      const sharedKeys = new Set(Object.keys(flatten(shared as Tree)));
      const both = Object.keys(flatten(formTexts(lng) as Tree)).filter((k) => sharedKeys.has(k));
      expect(both, lng).toEqual([]);
    }
  });

  it('have identical key sets in EN, PT and VI', () => {
    const keys = Object.keys(locales.en!).sort();
    expect(Object.keys(locales.pt!).sort()).toEqual(keys);
    expect(Object.keys(locales.vi!).sort()).toEqual(keys);
  });

  it('translate every text: a PT or VI text equal to EN is a listed name, loan word or pattern', () => {
    // Names (languages, brands, payment rails), words both languages borrow, and texts that are
    // only placeholders. A new entry here is a decision, not a shortcut.
    const SAME_AS_EN: Record<string, string[]> = {
      common: [
        'languages.en',
        'languages.pt',
        'languages.vi',
        'menu.title',
        'games.classify.TG',
        'games.menu.vip',
        'games.menu.telegram',
        'member.vip',
        'member.methods.PIX',
        'member.methods.USDT',
        'support.contact.telegram',
        'support.contact.facebook',
        'support.contact.whatsapp',
      ],
      pt: ['sms.countdown', 'agent.total', 'games.classify.JP', 'member.set.avatar', 'member.set.avatarN'],
      vi: ['games.classify.VP', 'member.security.email'],
    };
    for (const lng of ['pt', 'vi']) {
      const allowed = new Set([...SAME_AS_EN.common!, ...SAME_AS_EN[lng]!]);
      const same = Object.entries(locales.en!)
        .filter(([k, v]) => locales[lng]![k] === v && !allowed.has(k))
        .map(([k, v]) => `${k}: ${v}`);
      expect(same, `${lng} texts still in English`).toEqual([]);
    }
  });

  it('keep the same placeholders in every language (a missing {{name}} would show a blank)', () => {
    const vars = (text: string) => [...text.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((m) => m[1]).sort();
    for (const lng of ['pt', 'vi']) {
      const wrong = Object.entries(locales.en!)
        .filter(([k, v]) => JSON.stringify(vars(v)) !== JSON.stringify(vars(locales[lng]![k] ?? '')))
        .map(([k]) => k);
      expect(wrong, `${lng} placeholders differ from EN`).toEqual([]);
    }
  });

  it('have every i18n key of the contracts error table plus errors.network (A-156, A-158, A-159)', () => {
    const keys = [...Object.values(ERROR_CODES).map((r) => r.i18nKey), 'errors.network'];
    for (const lng of ['en', 'pt', 'vi']) for (const k of keys) expect(locales[lng]![k], `${lng}:${k}`).toBeTruthy();
  });

  it('quote the catalogue texts verbatim in EN (A-156)', () => {
    const quoted = [
      'Unknown error',
      'The requested url is empty. please check your request format.',
      'You are not logged in, please login first',
      'The account has been logged out, please log in again',
      'Verification code error',
      'Sorry, this account does not have permission or the feature is temporarily unavailable.',
      'Sorry, the user does not exist or is disabled.',
      'Sorry, the username already exists.',
      'Invalid invitation code',
      'Referrer link error',
      'System upgrading, please try again later.',
      'Popup blocked. Please allow popups and try again.',
      'Loading failed, click to retry',
    ];
    const texts = new Set(Object.values(locales.en!));
    for (const q of quoted) expect(texts.has(q), q).toBe(true);
    expect(en.in_please_wait).toBe('Please wait...');
  });

  it("name the announcements alike in the support menu, the page's title and its list (A-115)", () => {
    for (const lng of ['en', 'pt', 'vi'] as const) {
      const t = locales[lng]!;
      expect([t['support.menu.announcements'], t['support.notice.list']], lng).toEqual([t['titles.notice'], t['titles.notice']]);
    }
  });

  it('has the status-page and shared-state keys (G-007, A-013)', () => {
    for (const k of [
      'maintenance',
      'info_maintenance',
      'in_please_wait',
      'in_no_data',
      'pull_refresh',
      'no_announcement',
      'in_been_out',
      'sent_success',
    ]) {
      expect(i18n.exists(k), k).toBe(true);
    }
  });
});
