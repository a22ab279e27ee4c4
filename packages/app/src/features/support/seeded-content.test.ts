import type { Announcement } from '@m/contracts';
import { buildApp, createEngine } from '@m/mock-server';
import { describe, expect, it } from 'vitest';
import { routeIdOf } from '../../shared/paths';

/**
 * Seeded content is whole. Every announcement, notice and popup of the default
 * seed (the popup comes with the `notice-popup` scenario) shows only images the simulator serves
 * and links to real routes of the site (the paths table) or to pages the simulator serves.
 * Hostile markup belongs to the `hostile-content` scenario only.
 */
const PAGES_ORIGIN = 'http://127.0.0.1:4010';

const attrs = (html: string, tag: string, attr: string): string[] =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'gi'))].map((m) => {
    const v = new RegExp(`\\s${attr}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(m[0]);
    return v ? (v[1] ?? v[2] ?? v[3] ?? '') : '';
  });

async function seeded() {
  const engine = createEngine({ pagesOrigin: PAGES_ORIGIN, delay: async () => {} });
  const app = buildApp({ engine });
  const popupWorld = engine.createWorld({ id: 'popup', scenario: 'notice-popup' });
  const byId = new Map<number, Announcement>();
  for (const a of [...engine.world().state.announcements, ...engine.world(popupWorld).state.announcements]) byId.set(a.id, a);
  const cdn = engine.world().state.settings.info.imageCDNs[0]!;
  return { app, engine, announcements: [...byId.values()], cdn };
}

type Seeded = Awaited<ReturnType<typeof seeded>>;

/** An image URL the site would load, answered by the simulator with 200 and an image. */
async function expectServedImage({ app }: Seeded, src: string, where: string) {
  expect(src, `${where}: an http(s) image of the simulator`).toMatch(new RegExp(`^${PAGES_ORIGIN.replace(/\./g, '\\.')}/`));
  const res = await app.inject({ method: 'GET', url: src.slice(PAGES_ORIGIN.length) });
  expect(res.statusCode, `${where}: ${src}`).toBe(200);
  expect(String(res.headers['content-type']), `${where}: ${src}`).toMatch(/^image\//);
}

/** A link a user can follow: a route of the site, or a page the simulator serves. */
async function expectRealLink({ app, engine }: Seeded, href: string, where: string) {
  if (href.startsWith('/')) {
    const url = new URL(href, 'http://site.test');
    expect(routeIdOf(url.pathname), `${where}: ${href} is a route of the site`).not.toBeNull();
    // A promotion detail names a promotion that exists.
    if (routeIdOf(url.pathname) === 'activityDetail') {
      const id = Number(url.searchParams.get('id'));
      expect(
        engine.world().state.promotions.items.some((p) => p.id === id),
        `${where}: promotion ${id}`,
      ).toBe(true);
    }
    return;
  }
  expect(href, `${where}: an http(s) page of the simulator`).toMatch(new RegExp(`^${PAGES_ORIGIN.replace(/\./g, '\\.')}/`));
  const res = await app.inject({ method: 'GET', url: href.slice(PAGES_ORIGIN.length) });
  expect(res.statusCode, `${where}: ${href}`).toBe(200);
}

describe('seeded announcements are whole', () => {
  it('every <img src> is served as an image and every <a href> leads to a real page', async () => {
    const s = await seeded();
    let images = 0;
    let links = 0;
    for (const a of s.announcements) {
      const where = `announcement ${a.id} (${a.type}) '${a.title}'`;
      for (const src of attrs(a.content, 'img', 'src')) {
        images++;
        await expectServedImage(s, src, where);
      }
      // imageUrl: a path under the world's image CDN, as the site resolves it.
      if (a.imageUrl) {
        images++;
        await expectServedImage(s, /^https?:/.test(a.imageUrl) ? a.imageUrl : `${s.cdn}${a.imageUrl}`, `${where} imageUrl`);
      }
      for (const href of attrs(a.content, 'a', 'href')) {
        links++;
        await expectRealLink(s, href, where);
      }
    }
    // Not vacuous: the seed has pictures and links to check.
    expect(images).toBeGreaterThan(0);
    expect(links).toBeGreaterThan(0);
  });

  it('the first notice of the lists (Deposit channel update) has its image and its link to the first deposit bonus', async () => {
    const s = await seeded();
    const first = [...s.announcements].filter((a) => a.type === 'PL').sort((a, b) => (a.startDate < b.startDate ? 1 : -1))[0]!;
    expect(first.title).toBe('Deposit channel update');
    expect(attrs(first.content, 'img', 'src')).toHaveLength(1);
    expect(attrs(first.content, 'img', 'alt')).toEqual(['100% first deposit bonus']);
    expect(attrs(first.content, 'a', 'href')).toEqual(['/m/activityDetail?id=1']);
    expect(first.content).not.toMatch(/javascript:|onerror|<script|<iframe/i);
  });
});
