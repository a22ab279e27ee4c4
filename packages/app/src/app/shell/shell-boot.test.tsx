import { afterEach, describe, expect, it, vi } from 'vitest';
import { BannerSkeleton } from '@m/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { GAME_LIST_BANNER_GROUP, HOME_BANNER_GROUP } from '../../features/games';
import { bannersKey, getBanners } from '../../features/games/testing';
import { routes } from '@m/contracts/routes';
import { call } from '../../shared/api/client';
import { getSettings } from '../../shared/api/get-settings';
import { EARLY_GLOBAL, EARLY_PAINT_WAIT_MS, earlyBanner, takeEarlyAnswer, type EarlyStart } from '../../shared/api/early-answers';
import { peekQuery, query } from '../../shared/api/query-cache';
import { IDLE_TIMEOUT_MS } from '../../shared/idle';
import { sameOriginImage } from '../../shared/image-origin';
import { LOCAL_KEYS } from '../../shared/storage-keys';
import { PromoListSkeleton } from '../../features/promotions/testing';
import { FIRST_SCREEN_ATTR } from './prerendered';
import { renderShell, shellBootConfig, shellBootScript } from './render-shell';
import { shellBoot } from './shell-boot';

const SIM = 'http://localhost:4010';
const BANNERS = [
  {
    id: 1,
    groupName: 'm_home',
    title: 'Welcome bonus 100%',
    imageUrl: `${SIM}/cdn/banners/m_home-1.svg?lang=en&title=Welcome`,
    linkUrl: '/m/slots',
    sequence: 1,
  },
  {
    id: 2,
    groupName: 'm_home',
    title: 'Daily cashback',
    imageUrl: `${SIM}/cdn/banners/m_home-2.svg?lang=en&title=Daily`,
    linkUrl: '',
    sequence: 2,
  },
];
const SETTINGS = { info: { imageCDNs: [`${SIM}/cdn`] } };
const PROMOTIONS = {
  categories: [],
  list: [
    {
      id: 7,
      announcementImages: [
        { url: `${SIM}/cdn/promos/promo-7-2.svg`, sequence: 2 },
        { url: `${SIM}/cdn/promos/promo-7-1.svg?lang=en`, sequence: 1 },
      ],
    },
    { id: 8, announcementImages: [{ url: `${SIM}/cdn/promos/promo-8-1.svg`, sequence: 1 }] },
  ],
};
const ANSWERS: Record<string, unknown> = {
  '/api/banners': BANNERS,
  '/api/promotions': PROMOTIONS,
};

const envelope = (value: unknown) =>
  new Response(JSON.stringify({ success: true, code: '0', message: '', value }), { headers: { 'content-type': 'application/json' } });

/** A fetch that answers by path, each answer held until `release()`. */
function heldFetch() {
  const calls: string[] = [];
  const waiting: (() => void)[] = [];
  const fetch = vi.fn((url: string) => {
    calls.push(url);
    const path = new URL(url).pathname;
    return new Promise<Response>((ok) => waiting.push(() => ok(envelope(ANSWERS[path] ?? SETTINGS))));
  });
  return { fetch, calls, release: () => waiting.splice(0).forEach((go) => go()) };
}

/** A window for the boot: the test's document, a path, and a fetch of its own (nothing reaches MSW). */
function bootWindow(pathname: string, fetch: unknown, setTimeout: (run: () => void, ms: number) => unknown = () => 0) {
  return {
    document,
    location: { origin: 'http://localhost:5173', pathname },
    localStorage: window.localStorage,
    fetch,
    setTimeout,
  } as unknown as Window & Record<string, unknown>;
}

/** Whether the boot's `painted` has settled by the next macrotask. */
const paintedYet = (w: Record<string, unknown>) =>
  Promise.race([(w[EARLY_GLOBAL] as EarlyStart).painted.then(() => true), new Promise((ok) => setTimeout(() => ok(false), 0))]);

const flush = () => new Promise((ok) => setTimeout(ok, 0));

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_GLOBAL];
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the shell’s early start', () => {
  it('asks for the settings and home’s banners at once, in parallel, with the app’s language', async () => {
    localStorage.setItem(LOCAL_KEYS.language, 'pt');
    const held = heldFetch();
    shellBoot(shellBootConfig(), sameOriginImage, bootWindow('/m/home', held.fetch));
    // Both asked before either answered.
    expect(held.calls).toEqual([
      'http://localhost:5173/api/system/settings',
      `http://localhost:5173/api/banners?groupName=${HOME_BANNER_GROUP}&language=pt`,
    ]);
    held.release();
  });

  it('asks only for the settings on a route without early data', () => {
    const held = heldFetch();
    shellBoot(shellBootConfig(), sameOriginImage, bootWindow('/m/help', held.fetch));
    expect(held.calls).toEqual(['http://localhost:5173/api/system/settings']);
    held.release();
  });

  it('asks for the promotion list on /m/activity with the settings; on /m/lott the settings alone (the lobby times its own menu)', () => {
    localStorage.setItem(LOCAL_KEYS.language, 'vi');
    const lott = heldFetch();
    shellBoot(shellBootConfig(), sameOriginImage, bootWindow('/m/lott', lott.fetch));
    expect(lott.calls).toEqual(['http://localhost:5173/api/system/settings']);
    const activity = heldFetch();
    shellBoot(shellBootConfig(), sameOriginImage, bootWindow('/m/activity', activity.fetch));
    expect(activity.calls).toEqual([
      'http://localhost:5173/api/system/settings',
      'http://localhost:5173/api/promotions?categoryId=0&language=vi',
    ]);
    lott.release();
    activity.release();
  });

  it('preloads the first promotion’s first image, from the site’s origin, at high priority; only that one', async () => {
    const held = heldFetch();
    shellBoot(shellBootConfig(), sameOriginImage, bootWindow('/m/activity', held.fetch));
    held.release();
    await vi.waitFor(() => expect(document.head.querySelector('link[rel=preload][as=image]')).not.toBeNull());
    const links = [...document.head.querySelectorAll('link[rel=preload][as=image]')];
    expect(links.map((l) => [l.getAttribute('href'), l.getAttribute('fetchpriority')])).toEqual([
      ['/cdn/promos/promo-7-1.svg?lang=en', 'high'],
    ]);
    links.forEach((l) => l.remove());
  });

  it('draws that image into the first card of /m/activity’s prerendered list, and leaves it for the app', async () => {
    document.body.innerHTML = `<div id="root">${renderToStaticMarkup(
      <div {...{ [FIRST_SCREEN_ATTR]: '/m/activity' }}>
        <PromoListSkeleton label="Loading" />
      </div>,
    )}</div>`;
    const held = heldFetch();
    const w = bootWindow('/m/activity', held.fetch);
    shellBoot(shellBootConfig(), sameOriginImage, w);
    held.release();
    await vi.waitFor(() => expect(document.querySelector('.promo-skeleton img')).not.toBeNull());
    const cards = [...document.querySelectorAll('.promo-skeleton')];
    expect(cards[0]!.querySelector('img.promo-image')!.getAttribute('src')).toBe('/cdn/promos/promo-7-1.svg?lang=en');
    // Only the first card: the others keep their grey image box.
    expect(cards.slice(1).map((c) => c.querySelector('img'))).toEqual(cards.slice(1).map(() => null));
    expect((w[EARLY_GLOBAL] as EarlyStart).listImage).toBe('/cdn/promos/promo-7-1.svg?lang=en');
    // The JavaScript waits for that image, as home's for its banner.
    expect(await paintedYet(w)).toBe(false);
    cards[0]!.querySelector('img')!.dispatchEvent(new Event('load'));
    expect(await paintedYet(w)).toBe(true);
    document.head.querySelectorAll('link[rel=preload]').forEach((l) => l.remove());
  });

  it('draws the first banner from the site’s origin into the prerendered shell’s banner box', async () => {
    document.body.innerHTML = `<div id="root">${renderShell()}</div>`;
    const held = heldFetch();
    const w = bootWindow('/m/home', held.fetch);
    shellBoot(shellBootConfig(), sameOriginImage, w);
    expect(document.querySelector('.ui-skeleton-banner img')).toBeNull();
    held.release();
    await vi.waitFor(() => expect(document.querySelector('.ui-skeleton-banner img')).not.toBeNull());
    const img = document.querySelector<HTMLImageElement>('[data-prerendered] .ui-skeleton-banner img')!;
    expect(img.getAttribute('src')).toBe('/cdn/banners/m_home-1.svg?lang=en&title=Welcome');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    // It took the art skeleton's place, in the same frame.
    expect(document.querySelector('.ui-skeleton-banner__art')).toBeNull();
    expect((w[EARLY_GLOBAL] as EarlyStart).banner).toEqual({
      src: '/cdn/banners/m_home-1.svg?lang=en&title=Welcome',
      alt: 'Welcome bonus 100%',
      group: HOME_BANNER_GROUP,
    });
  });

  it('on /m/gameList (no query) asks for its own banner group and draws the first banner into its prerendered first screen', async () => {
    const firstScreen = (path: string) =>
      `<div id="root">${renderToStaticMarkup(
        <div {...{ [FIRST_SCREEN_ATTR]: path }}>
          <BannerSkeleton />
        </div>,
      )}</div>`;
    document.body.innerHTML = firstScreen('/m/gameList');
    const held = heldFetch();
    const w = bootWindow('/m/gameList', held.fetch);
    shellBoot(shellBootConfig(), sameOriginImage, w);
    expect(held.calls).toEqual([
      'http://localhost:5173/api/system/settings',
      `http://localhost:5173/api/banners?groupName=${GAME_LIST_BANNER_GROUP}&language=en`,
    ]);
    // The game list's JavaScript waits for its banner, as home's does.
    expect(await paintedYet(w)).toBe(false);
    held.release();
    await vi.waitFor(() => expect(document.querySelector(`[${FIRST_SCREEN_ATTR}] .ui-skeleton-banner img`)).not.toBeNull());
    expect(await paintedYet(w)).toBe(false);
    document.querySelector(`[${FIRST_SCREEN_ATTR}] .ui-skeleton-banner img`)!.dispatchEvent(new Event('load'));
    expect(await paintedYet(w)).toBe(true);
    expect(earlyBanner(GAME_LIST_BANNER_GROUP)).toBeNull(); // this test's window, not the page's
    expect((w[EARLY_GLOBAL] as EarlyStart).banner).toMatchObject({ group: GAME_LIST_BANNER_GROUP });

    // ?gameType= names another list, with a banner group of its own: no early banner then.
    document.body.innerHTML = firstScreen('/m/gameList');
    const other = heldFetch();
    shellBoot(shellBootConfig(), sameOriginImage, {
      ...bootWindow('/m/gameList', other.fetch),
      location: { origin: 'http://localhost:5173', pathname: '/m/gameList', search: '?gameType=FISH' },
    } as never);
    expect(other.calls).toEqual(['http://localhost:5173/api/system/settings']);
    other.release();
  });

  it('holds the app’s JavaScript on home until the first banner is in: painted settles on the image’s load', async () => {
    document.body.innerHTML = `<div id="root">${renderShell()}</div>`;
    const held = heldFetch();
    const w = bootWindow('/m/home', held.fetch);
    shellBoot(shellBootConfig(), sameOriginImage, w);
    expect(await paintedYet(w)).toBe(false);
    held.release();
    await vi.waitFor(() => expect(document.querySelector('.ui-skeleton-banner img')).not.toBeNull());
    expect(await paintedYet(w)).toBe(false);
    document.querySelector('.ui-skeleton-banner img')!.dispatchEvent(new Event('load'));
    expect(await paintedYet(w)).toBe(true);
  });

  it('a banner image that fails also lets the JavaScript start; so does home with no banner, and a route without an early image at once', async () => {
    document.body.innerHTML = `<div id="root">${renderShell()}</div>`;
    const failing = heldFetch();
    const home = bootWindow('/m/home', failing.fetch);
    shellBoot(shellBootConfig(), sameOriginImage, home);
    failing.release();
    await vi.waitFor(() => expect(document.querySelector('.ui-skeleton-banner img')).not.toBeNull());
    document.querySelector('.ui-skeleton-banner img')!.dispatchEvent(new Event('error'));
    expect(await paintedYet(home)).toBe(true);

    ANSWERS['/api/banners'] = [];
    try {
      const none = heldFetch();
      const empty = bootWindow('/m/home', none.fetch);
      shellBoot(shellBootConfig(), sameOriginImage, empty);
      none.release();
      await vi.waitFor(async () => expect(await paintedYet(empty)).toBe(true));
    } finally {
      ANSWERS['/api/banners'] = BANNERS;
    }

    for (const path of ['/m/help', '/m/lott']) {
      const w = bootWindow(path, heldFetch().fetch);
      shellBoot(shellBootConfig(), sameOriginImage, w);
      expect(await paintedYet(w), path).toBe(true);
    }
    // A game list asked for by its query has no early banner: nothing to wait for.
    const other = bootWindow('/m/gameList', heldFetch().fetch);
    (other as unknown as { location: { search: string } }).location.search = '?gameType=FISH';
    shellBoot(shellBootConfig(), sameOriginImage, other);
    expect(await paintedYet(other)).toBe(true);
  });

  it('waits for home’s banner at most EARLY_PAINT_WAIT_MS: a slow backend does not hold the app back longer', async () => {
    const timers: Array<[() => void, number]> = [];
    const w = bootWindow('/m/home', heldFetch().fetch, (run, ms) => timers.push([run, ms]));
    shellBoot(shellBootConfig(), sameOriginImage, w);
    expect(timers.map(([, ms]) => ms)).toEqual([EARLY_PAINT_WAIT_MS]);
    expect(await paintedYet(w)).toBe(false);
    timers[0]![0]();
    expect(await paintedYet(w)).toBe(true);
  });

  it('never draws into the shell React renders (only the prerendered one)', async () => {
    document.body.innerHTML = `<div id="root">${renderShell().replace(' data-prerendered=""', '')}</div>`;
    const held = heldFetch();
    shellBoot(shellBootConfig(), sameOriginImage, bootWindow('/m/home', held.fetch));
    held.release();
    await flush();
    await flush();
    expect(document.querySelector('.ui-skeleton-banner img')).toBeNull();
    expect(document.querySelector('.ui-skeleton-banner__art')).not.toBeNull();
  });

  it('loads the formatters’ locale data of the saved language at idle after the first paint, an amount’s then a day’s, one per idle task', () => {
    window.localStorage.setItem(LOCAL_KEYS.language, 'pt');
    const idle: Array<[() => void, number | undefined]> = [];
    const frames: (() => void)[] = [];
    const timers: Array<[() => void, number]> = [];
    const made: string[] = [];
    const w = Object.assign(
      bootWindow('/m/lott', heldFetch().fetch, (run, ms) => timers.push([run, ms])),
      {
        requestAnimationFrame: (run: () => void) => frames.push(run),
        requestIdleCallback: (run: () => void, options?: { timeout?: number }) => idle.push([run, options?.timeout]),
        Intl: {
          NumberFormat: function (locale: string) {
            made.push(`amount ${locale}`);
            return { format: () => '' };
          },
          DateTimeFormat: function (locale: string) {
            made.push(`day ${locale}`);
            return { format: () => '' };
          },
        },
      },
    );
    try {
      shellBoot(shellBootConfig(), sameOriginImage, w);
      // Nothing before the first frame has been painted (the task after its frame callback).
      expect(idle).toEqual([]);
      frames.shift()!();
      expect(idle).toEqual([]);
      expect(timers.map(([, ms]) => ms)).toEqual([0]);
      timers.shift()![0]();
      // Nothing while the page is busy; a long wait is capped as the app's idle work is (shared/idle.ts).
      expect(made).toEqual([]);
      expect(idle.map(([, timeout]) => timeout)).toEqual([IDLE_TIMEOUT_MS]);
      idle.shift()![0]();
      expect(made).toEqual(['amount pt-BR']);
      idle.shift()![0]();
      expect(made).toEqual(['amount pt-BR', 'day pt-BR']);
      expect(idle).toEqual([]);
    } finally {
      window.localStorage.removeItem(LOCAL_KEYS.language);
    }
  });

  it('runs from its inlined source as the built index.html carries it', async () => {
    document.body.innerHTML = `<div id="root">${renderShell()}</div>`;
    const held = heldFetch();
    const fetchSpy = vi.spyOn(window, 'fetch').mockImplementation(held.fetch as unknown as typeof fetch);
    new Function(shellBootScript())();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    held.release();
    await vi.waitFor(() => expect(earlyBanner()?.src).toBe('/cdn/banners/m_home-1.svg?lang=en&title=Welcome'));
  });
});

describe('the app takes over the shell’s answers', () => {
  it('the client reads the shell’s running fetch instead of asking again, once', async () => {
    const held = heldFetch();
    const w = bootWindow('/m/home', held.fetch);
    shellBoot(shellBootConfig(), sameOriginImage, w);
    (window as unknown as Record<string, unknown>)[EARLY_GLOBAL] = w[EARLY_GLOBAL];
    const network = vi.spyOn(globalThis, 'fetch');
    // The app's own loads: the settings store's, and the query cache's as useBanners asks (its key, its load).
    const settings = getSettings();
    const key = JSON.stringify(bannersKey(HOME_BANNER_GROUP, 'en'));
    const banners = query(key, () => getBanners(HOME_BANNER_GROUP, 'en'));
    held.release();
    expect(await settings).toEqual(SETTINGS);
    expect(await banners).toEqual(BANNERS);
    expect(peekQuery(key)).toEqual(BANNERS);
    expect(network).not.toHaveBeenCalled();
    expect(held.fetch).toHaveBeenCalledTimes(2);
    // Taken once: nothing is left to hand out.
    expect(takeEarlyAnswer(new URL(`http://localhost:5173/api/banners?language=en&groupName=${HOME_BANNER_GROUP}`))).toBeUndefined();
  });

  it('the promotion list is read from the shell’s fetch, as the activity page asks', async () => {
    localStorage.setItem(LOCAL_KEYS.language, 'en');
    const network = vi.spyOn(globalThis, 'fetch');
    for (const [path, route, query, value] of [
      ['/m/activity', routes.promotions.list, { categoryId: 0, language: 'en' }, PROMOTIONS],
    ] as const) {
      const held = heldFetch();
      const w = bootWindow(path, held.fetch);
      shellBoot(shellBootConfig(), sameOriginImage, w);
      (window as unknown as Record<string, unknown>)[EARLY_GLOBAL] = w[EARLY_GLOBAL];
      // promotions-api.ts: the same call, the same query.
      const answer = call(route as typeof routes.promotions.list, { query } as never);
      held.release();
      expect(await answer).toEqual(value);
      expect(held.fetch).toHaveBeenCalledTimes(2);
    }
    expect(network).not.toHaveBeenCalled();
    document.head.querySelectorAll('link[rel=preload][as=image]').forEach((l) => l.remove());
  });

  it('a failed early fetch fails the app’s load as its own would (network), and the next load asks again', async () => {
    const w = bootWindow(
      '/m/home',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    shellBoot(shellBootConfig(), sameOriginImage, w);
    (window as unknown as Record<string, unknown>)[EARLY_GLOBAL] = w[EARLY_GLOBAL];
    await expect(query('early-banners', () => getBanners(HOME_BANNER_GROUP, 'en'))).rejects.toMatchObject({ code: 'network' });
    expect(takeEarlyAnswer(new URL(`http://localhost:5173/api/banners?groupName=${HOME_BANNER_GROUP}&language=en`))).toBeUndefined();
  });
});
