import { describe, expect, it } from 'vitest';
import en from './i18n/locales/en.json';
import pt from './i18n/locales/pt.json';
import vi from './i18n/locales/vi.json';
import {
  footerMenuHidden,
  HOME_PATHS,
  isAgentArea,
  isHomePath,
  routeIdOf,
  routeMeta,
  routes,
  showsHomeFrame,
  showsTopBanner,
} from './paths';

describe('paths table', () => {
  it('puts every route under /m (A-001) and writes each path once', () => {
    const all = Object.values(routes).flatMap((r) => [r.path, ...(r.aliases ?? [])]);
    expect(new Set(all).size).toBe(all.length);
    for (const p of all.filter((p) => p !== '/')) expect(p.startsWith('/m')).toBe(true);
  });

  it('treats /, /m, /m/, /m/index, /m/index.html and /m/home as home (G-001, A-005)', () => {
    for (const p of ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home']) expect(isHomePath(p)).toBe(true);
    expect(HOME_PATHS).toHaveLength(6);
    expect(isHomePath('/m/login')).toBe(false);
    expect(isHomePath('/m/activity')).toBe(false);
  });

  it('falls back to home for unknown paths (A-002)', () => {
    expect(routeIdOf('/m/nope')).toBeNull();
    expect(routeMeta('/m/nope').id).toBe('home');
    expect(routeMeta('/totally/else').titleKey).toBe('titles.home');
  });

  it('knows register.html as register and ignores a trailing slash', () => {
    expect(routeIdOf('/m/register.html')).toBe('register');
    expect(routeIdOf('/m/activity/')).toBe('activity');
  });

  it('marks login, register(.html), forget and changePsw as popups over home (A-003)', () => {
    for (const p of ['/m/login', '/m/register', '/m/register.html', '/m/forget', '/m/changePsw']) {
      expect(routeMeta(p).popup).toBe(true);
      expect(showsHomeFrame(p)).toBe(true);
    }
    expect(showsHomeFrame('/m/notice')).toBe(false);
  });

  it('sends back to /m/home on login, register, trail, notice, activity, forget, message; history elsewhere (A-006)', () => {
    for (const p of ['/m/login', '/m/register', '/m/trail', '/m/notice', '/m/activity', '/m/forget', '/m/message'])
      expect(routeMeta(p).back).toBe('home');
    for (const p of ['/m/help', '/m/feedback', '/m/messageDetail', '/m/webEmail', '/m/lott']) expect(routeMeta(p).back).toBe('history');
  });

  it('hides the back arrow on /m/changePsw only (A-007)', () => {
    expect(routeMeta('/m/changePsw').showBack).toBe(false);
    expect(
      Object.values(routes)
        .filter((r) => !r.showBack)
        .map((r) => r.path),
    ).toEqual(['/m/changePsw']);
  });

  it('hides the footer menu on /m/changePsw, /m/app and /m/help (G-016)', () => {
    expect(['/m/changePsw', '/m/app', '/m/help'].every(footerMenuHidden)).toBe(true);
    expect(footerMenuHidden('/m/home')).toBe(false);
    expect(footerMenuHidden('/m/activity')).toBe(false);
    expect(footerMenuHidden('/m/agent')).toBe(false);
  });

  it('G-091: the agent area is /m/agent, its pages and the agent notices; member-centre pages are not', () => {
    const agentArea = [
      '/m/agent',
      '/m/agent/team/overview',
      '/m/agent/team/pnl',
      '/m/member/team',
      '/m/teamBetting',
      '/m/member/agent/agentRebeat',
      '/m/member/teamRebate',
      '/m/agentRegister',
      '/m/member/agent/agentDivident',
      '/m/member/notice',
      '/m/member/agent/getSalaryContract',
      '/m/member/agent/getDevidendContract',
      '/m/member/agent/getHourContract',
    ];
    expect(
      Object.values(routes)
        .filter((r) => r.agentArea)
        .map((r) => r.path)
        .sort(),
    ).toEqual([...agentArea].sort());
    for (const p of ['/m/home', '/m/transaction/record', '/m/securityCenter', '/m/webEmail', '/m/customer', '/m/member/home', '/m/unknown'])
      expect(isAgentArea(p)).toBe(false);
  });

  it('shows the top banner on home and the category paths only (G-002)', () => {
    for (const p of [
      '/m/home',
      '/',
      '/m/hot',
      '/m/rng',
      '/m/inhouse',
      '/m/pvp',
      '/m/fish',
      '/m/live',
      '/m/sports',
      '/m/esports',
      '/m/lott',
      '/m/cockfight',
      '/m/gameList',
      '/m/gameCenter',
    ]) {
      expect(showsTopBanner(p)).toBe(true);
    }
    for (const p of ['/m/activity', '/m/help', '/m/login', '/m/agent', '/m/member/home']) expect(showsTopBanner(p)).toBe(false);
  });

  // The session rules of A§2 are asserted where a guest meets them, not as table values:
  // frame.test.tsx (/m/changePsw goes home, /m/feedback opens the login popup) and
  // support-pages.test.tsx (/m/help opens for a guest).

  it('gives every route a real title in EN, PT and VI (A-005): none missing, none left as its key', () => {
    for (const [lang, texts] of Object.entries({ en, pt, vi })) {
      for (const r of Object.values(routes)) {
        const title = r.titleKey.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], texts);
        expect(typeof title === 'string' && title.trim() !== '' && title !== r.titleKey, `${lang} ${r.titleKey}`).toBe(true);
      }
    }
  });
});
