import { api, DISPLAY_LANGUAGES } from '@m/contracts';
import { getResponse } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import { createEngine } from '../engine/assembly/engine';
import { HEAD_ICONS } from '../engine/domains/member';
import { buildApp } from '../http/server';
import { createSimHandlers } from '../msw';

/**
 * The simulated CDN through both transports: every image URL the default world's
 * answers carry answers an image, and MSW answers the same bytes as Fastify.
 */
const app = buildApp({ engine: createEngine({ delay: async () => {} }) });
afterAll(() => app.close());

const get = async (url: string, query: Record<string, string | number> = {}) => {
  const res = await app.inject({ url, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
  return JSON.parse(res.body) as { value: unknown };
};

/** Every string under `value` that points at the simulator's /cdn. */
function cdnUrls(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (value.includes('/cdn/')) out.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) cdnUrls(v, out);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) cdnUrls(v, out);
  }
  return out;
}

const groups = ['m_home', 'm_inhouse', 'm_rng', 'm_fish', 'm_live', 'm_pvp', 'm_sports', 'm_esports', 'm_cockfight', 'm_reg'];

async function referencedImages(): Promise<string[]> {
  const urls = new Set<string>();
  const settings = (await get(api.system.settings.path)).value as { info: { imageCDNs: string[]; paths: { avatar: string } } };
  cdnUrls(settings, urls);
  urls.delete(settings.info.imageCDNs[0]!);
  const cdn = settings.info.imageCDNs[0]!;
  for (const icon of HEAD_ICONS) urls.add(`${cdn}${settings.info.paths.avatar}${icon}.png`);
  for (let step = 1; step <= 3; step++) urls.add(`${cdn}/install/ios-step-${step}.png`);
  cdnUrls((await get(api.games.vendors.path)).value, urls);
  for (let pageNo = 1, total = 1; pageNo <= total; pageNo++) {
    const page = (await get(api.games.list.path, { pageNo, pageSize: 50 })).value as { totalPages: number };
    total = page.totalPages;
    cdnUrls(page, urls);
  }
  for (const language of DISPLAY_LANGUAGES) {
    for (const groupName of groups) cdnUrls((await get(api.banners.list.path, { groupName, language })).value, urls);
    cdnUrls((await get(api.promotions.list.path, { language })).value, urls);
    cdnUrls((await get(api.lottery.menu.path, { language })).value, urls);
  }
  cdnUrls((await get(api.lottery.vendorGames.path)).value, urls);
  return [...urls];
}

describe('simulated CDN over HTTP', () => {
  it('answers every image the default seed references with 200 and an SVG of fixed size', async () => {
    const urls = await referencedImages();
    // Games, vendors, banners (three languages), promotions, lotteries, avatars, install steps.
    for (const kind of [
      '/cdn/games/',
      '/cdn/vendors/',
      '/cdn/banners/',
      '/cdn/promos/',
      '/cdn/lottery/',
      '/cdn/avatars/',
      '/cdn/install/',
    ]) {
      expect(
        urls.some((u) => u.includes(kind)),
        kind,
      ).toBe(true);
    }
    for (const url of urls) {
      const { pathname, search } = new URL(url, 'http://localhost:4010');
      const res = await app.inject({ url: pathname + search });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control'], url).toMatch(/^public, max-age=\d+$/);
      expect(res.body, url).toMatch(/^<svg [^>]*width="\d+" height="\d+"/);
    }
    // ~420 images drawn for the first time: seconds alone, more on a busy machine.
  }, 90_000);

  it('serves banners with their title in the language asked for, and an image that draws that title', async () => {
    for (const [language, title, cta] of [
      ['en', 'Welcome bonus 100%', 'Claim now'],
      ['pt', 'Bônus de boas-vindas 100%', 'Resgate agora'],
      ['vi', 'Thưởng chào mừng 100%', 'Nhận ngay'],
    ] as const) {
      const [first] = (await get(api.banners.list.path, { groupName: 'm_home', language })).value as Array<{
        title: string;
        imageUrl: string;
      }>;
      expect(first!.title).toBe(title);
      const image = new URL(first!.imageUrl);
      expect(Object.fromEntries(image.searchParams)).toEqual({ lang: language, title });
      const svg = (await app.inject({ url: image.pathname + image.search })).body;
      const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
      expect(texts.slice(0, -1).join(' ')).toBe(title);
      expect(texts.at(-1)).toBe(cta);
    }
  });

  it('serves promotion categories, titles and lottery tabs and names in PT and VI', async () => {
    const pt = (await get(api.promotions.list.path, { language: 'pt' })).value as {
      categories: Array<{ title: string }>;
      list: Array<{ title: string; announcementImages: Array<{ url: string }> }>;
    };
    expect(pt.categories.map((c) => c.title)).toEqual(['Depósito', 'Loteria', 'Slots', 'VIP', 'Indicação']);
    expect(pt.list[0]!.title).toBe('Bônus de 100% no primeiro depósito');
    expect(new URL(pt.list[0]!.announcementImages[0]!.url).searchParams.get('title')).toBe('Bônus de 100% no primeiro depósito');
    const vi = (await get(api.lottery.menu.path, { language: 'vi' })).value as Array<{
      labelName: string;
      gameMenus: Array<{ remark: string }>;
    }>;
    expect(vi.map((g) => g.labelName)).toEqual(['Xổ số Việt Nam', 'Xổ số nhanh', 'RB Stock', 'Xổ số GPI']);
    expect(vi[0]!.gameMenus[0]!.remark).toBe('Miền Bắc');
    const en = (await get(api.lottery.menu.path)).value as Array<{ labelName: string; gameMenus: Array<{ remark: string }> }>;
    expect(en.map((g) => g.labelName)).toEqual(['Vietnam Lottery', 'Fast Lottery', 'RB Stock', 'GPI Lottery']);
    expect(en.flatMap((g) => g.gameMenus.map((i) => i.remark)).filter((r) => /\(closed\)/i.test(r))).toEqual([]);
  });

  it('draws with the seed of the world the request names (header or cookie), else the default world', async () => {
    const path = '/cdn/games/pg/golden-riches.svg';
    const base = (await app.inject({ url: path })).body;
    await app.inject({ method: 'POST', url: '/__sim/worlds', payload: { id: 'art-seed-7', seed: 7 } });
    expect((await app.inject({ url: path, headers: { 'x-sim-world': 'art-seed-7' } })).body).not.toBe(base);
    expect((await app.inject({ url: path, headers: { cookie: 'sim-world=art-seed-7' } })).body).not.toBe(base);
    expect((await app.inject({ url: path, headers: { 'x-sim-world': 'no-such-world' } })).body).toBe(base);
  });

  it('answers the same bytes through the MSW handlers, at relative URLs (Storybook needs no server)', async () => {
    const handlers = createSimHandlers({ worldId: 'story' });
    const banners = await getResponse(handlers, new Request('http://storybook.test/api/banners?groupName=m_home&language=pt'));
    const [first] = ((await banners!.json()) as { value: Array<{ imageUrl: string }> }).value;
    expect(first!.imageUrl).toMatch(/^\/cdn\/banners\/m_home-1\.svg\?lang=pt&title=/);
    for (const path of [first!.imageUrl, '/cdn/games/pg/golden-riches.svg', '/cdn/avatars/avatar_3.png', '/cdn/lottery/fast1.svg']) {
      const viaMsw = await getResponse(handlers, new Request(new URL(path, 'http://storybook.test')));
      const viaFastify = await app.inject({ url: path });
      expect(viaMsw!.status, path).toBe(200);
      expect(viaMsw!.headers.get('content-type')).toBe(viaFastify.headers['content-type']);
      expect(await viaMsw!.text(), path).toBe(viaFastify.body);
    }
  });
});
