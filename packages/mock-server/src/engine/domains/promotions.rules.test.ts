import { api } from '@m/contracts';
import { describe, expect, it } from 'vitest';
import { ruleWorld } from '../../testing/rule-kit';
import type { PromoDef } from '../promotions-state';
import { base64Bytes } from './promotions';

/**
 * Promotion rules at their edges (G-080..G-085, A-166): start and end days of the world
 * clock, the member's own claim first, live sessions only, who may apply, image checks.
 */

/** Monday 5 January 2026 (the worlds' default clock). */
const TODAY = '2026-01-05';
const promo = (id: number, over: Partial<PromoDef> = {}): PromoDef => ({
  id,
  title: `P${id}`,
  content: '<p>x</p>',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  noExpiry: 0,
  categoryIds: [1],
  images: [],
  action: 'APPLY',
  linkUrl: '',
  referral: false,
  ...over,
});
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);
const image = (head: Buffer, size = 16, mimeType = 'image/png') => {
  const bytes = Buffer.alloc(size);
  head.copy(bytes);
  return { fileName: 'x', mimeType, data: bytes.toString('base64') };
};

function promoWorld(items: PromoDef[]) {
  const kit = ruleWorld();
  kit.w.state.promotions.items = items;
  kit.w.state.promotions.claims = {};
  kit.w.state.promotions.reads = {};
  return { ...kit, token: kit.w.openSession('player01') };
}
type Listed = { id: number; claimStatus: string | null; read: boolean; endDate: string };
const statuses = async (kit: ReturnType<typeof promoWorld>, token?: string) =>
  Object.fromEntries(
    (await kit.call<{ list: Listed[] }>(api.promotions.list, { query: {}, ...(token ? { token } : {}) })).value.list.map((p) => [
      p.id,
      p.claimStatus,
    ]),
  );

describe('claim status by date (G-084)', () => {
  it('open from its start day to its end day inclusive; COMING_SOON before, CLOSED after', async () => {
    const kit = promoWorld([
      promo(1, { startDate: TODAY }),
      promo(2, { startDate: '2026-01-06' }),
      promo(3, { endDate: TODAY }),
      promo(4, { endDate: '2026-01-04' }),
      promo(5, { endDate: '2025-01-01', noExpiry: 1 }),
      promo(6, { endDate: '' }),
    ]);
    expect(await statuses(kit)).toEqual({ 1: null, 2: 'COMING_SOON', 3: null, 4: 'CLOSED', 5: null, 6: null });
    // The next day of the world clock.
    kit.w.clock.advance(86_400_000);
    expect(await statuses(kit)).toMatchObject({ 2: null, 3: 'CLOSED' });
  });

  it("the member's own claim wins over the dates; visitors and expired sessions see only the dates", async () => {
    const kit = promoWorld([promo(1, { startDate: '2027-01-01' }), promo(2, { endDate: '2025-01-01' }), promo(3)]);
    kit.w.state.promotions.claims = { player01: { '1': 'ISSUED', '2': 'CLAIMED' } };
    kit.w.state.promotions.reads = { player01: [3] };
    expect(await statuses(kit, kit.token)).toEqual({ 1: 'ISSUED', 2: 'CLAIMED', 3: null });
    expect(await statuses(kit)).toEqual({ 1: 'COMING_SOON', 2: 'CLOSED', 3: null });
    const list = (await kit.call<{ list: Listed[] }>(api.promotions.list, { query: {}, token: kit.token })).value.list;
    expect(list.map((p) => p.read)).toEqual([false, false, true]);
    // A session at its exact expiry is a visitor's.
    const session = kit.w.state.sessions[kit.token]!;
    session.expiresAt = kit.w.clock.now();
    const asVisitor = (await kit.call<{ list: Listed[] }>(api.promotions.list, { query: {}, token: kit.token })).value.list;
    expect(asVisitor.map((p) => [p.claimStatus, p.read])).toEqual([
      ['COMING_SOON', false],
      ['CLOSED', false],
      [null, false],
    ]);
    session.expiresAt = kit.w.clock.now() + 1;
    expect(await statuses(kit, kit.token)).toEqual({ 1: 'ISSUED', 2: 'CLAIMED', 3: null });
  });

  it('mine: the statuses and read marks of the member', async () => {
    const kit = promoWorld([promo(1), promo(2, { startDate: '2027-01-01' })]);
    kit.w.state.promotions.claims = { player01: { '1': 'APPLYING' } };
    kit.w.state.promotions.reads = { player01: [2] };
    expect((await kit.call(api.promotions.mine, { token: kit.token })).value).toEqual({
      list: [
        { id: 1, read: false, claimStatus: 'APPLYING' },
        { id: 2, read: true, claimStatus: 'COMING_SOON' },
      ],
    });
  });
});

describe('the list', () => {
  it('filters by category, hides the end date of a promotion without expiry, orders images by sequence', async () => {
    const kit = promoWorld([
      promo(1, {
        categoryIds: [2, 3],
        noExpiry: 1,
        endDate: '2030-01-01',
        images: [
          { url: 'b', sequence: 2 },
          { url: 'a', sequence: 1 },
        ],
      }),
      promo(2, { categoryIds: [3] }),
      promo(3, { categoryIds: [1] }),
    ]);
    const ids = async (categoryId: number) =>
      (await kit.call<{ list: Listed[] }>(api.promotions.list, { query: { categoryId } })).value.list.map((p) => p.id);
    expect(await ids(0)).toEqual([1, 2, 3]);
    expect(await ids(3)).toEqual([1, 2]);
    expect(await ids(2)).toEqual([1]);
    expect(await ids(9)).toEqual([]);
    const first = (await kit.call<{ list: Array<Record<string, unknown>> }>(api.promotions.list, { query: {} })).value.list[0];
    expect(first).toMatchObject({
      endDate: '',
      noExpiry: 1,
      promoAnnouncementCategoryIds: [2, 3],
      announcementImages: [
        { url: 'a', sequence: 1 },
        { url: 'b', sequence: 2 },
      ],
    });
    expect(kit.w.state.promotions.items[0]!.images.map((i) => i.url)).toEqual(['b', 'a']);
  });
});

describe('applying (G-084, A-166)', () => {
  it('only APPLY promotions running today, without a live claim (a REJECTED one may apply again)', async () => {
    const kit = promoWorld([
      promo(1),
      promo(2, { action: 'LINK' }),
      promo(3, { action: 'NONE' }),
      promo(4, { startDate: '2026-01-06' }),
      promo(5, { endDate: '2026-01-04' }),
      promo(6),
      promo(7),
      promo(8, { startDate: TODAY, endDate: TODAY }),
    ]);
    kit.w.state.promotions.claims = { player01: { '6': 'REJECTED', '7': 'ISSUED' } };
    expect((await kit.call(api.promotions.available, { token: kit.token })).value).toEqual({ ids: [1, 6, 8] });
    const apply = (promotionId: number) =>
      kit.call<{ promotionId: number; claimStatus: string }>(api.promotions.apply, {
        token: kit.token,
        body: { promotionId, comment: 'hi', images: [] },
      });
    for (const id of [2, 3, 4, 5, 7])
      expect(await apply(id), `promo ${id}`).toMatchObject({ status: 409, code: 'promotion.not.available' });
    expect(await apply(99)).toMatchObject({ status: 404, code: 'promotion.not.found' });
    expect((await apply(6)).value).toEqual({ promotionId: 6, claimStatus: 'APPLYING' });
    expect(kit.w.state.promotions.claims.player01).toEqual({ '6': 'APPLYING', '7': 'ISSUED' });
    expect(await apply(6)).toMatchObject({ code: 'promotion.not.available' });
    expect((await kit.call(api.promotions.available, { token: kit.token })).value).toEqual({ ids: [1, 8] });
  });

  it('keeps the application with the sizes of its images; a first claim creates the member entry', async () => {
    const kit = promoWorld([promo(1)]);
    kit.w.clock.advance(777);
    const res = await kit.call(api.promotions.apply, {
      token: kit.token,
      body: { promotionId: 1, comment: 'my proof', images: [image(PNG, 16), image(JPG, 20, 'image/jpeg')] },
    });
    expect(res.code).toBe('OK');
    expect(kit.w.state.promotions.applications).toEqual([
      { username: 'player01', promotionId: 1, comment: 'my proof', imageBytes: [16, 20], at: kit.w.clock.now() },
    ]);
  });

  it('checks each image by content, names which one is wrong, and allows exactly 5 MB', async () => {
    const kit = promoWorld([promo(1)]);
    const apply = (images: unknown[]) =>
      kit.call(api.promotions.apply, { token: kit.token, body: { promotionId: 1, comment: '', images } });
    const refused = async (images: unknown[], message: RegExp) => {
      const res = await apply(images);
      expect(res).toMatchObject({ status: 400, code: 'bad.request', value: { field: 'images' } });
      expect(res.message).toMatch(message);
    };
    await refused([image(PNG), image(JPG, 16, 'image/png')], /^image 2: only png or jpg/);
    await refused([image(PNG, 16, 'image/jpeg')], /^image 1: only png or jpg/);
    await refused([{ fileName: 'x', mimeType: 'image/png', data: 'iVBO' + '*'.repeat(8) }], /^image 1: data is not base64/);
    await refused([{ fileName: 'x', mimeType: 'image/png', data: 'iVBORw0KGgo' }], /^image 1: data is not base64/);
    await refused([image(PNG), image(PNG), image(PNG, 5 * 1024 * 1024 + 1)], /^image 3: 5242881 bytes is over the 5 MB limit/);
    expect(kit.w.state.promotions.applications).toEqual([]);
    expect((await apply([image(PNG, 5 * 1024 * 1024)])).code).toBe('OK');
  });

  it('base64Bytes counts the padding', () => {
    expect(base64Bytes(Buffer.alloc(3).toString('base64'))).toBe(3);
    expect(base64Bytes(Buffer.alloc(4).toString('base64'))).toBe(4);
    expect(base64Bytes(Buffer.alloc(5).toString('base64'))).toBe(5);
    expect(base64Bytes('')).toBe(0);
  });
});

describe('read marks', () => {
  it('marks once per member, refuses an unknown promotion', async () => {
    const kit = promoWorld([promo(1), promo(2)]);
    expect((await kit.call(api.promotions.markRead, { token: kit.token, body: { promotionId: 2 } })).value).toEqual({
      promotionId: 2,
      read: true,
    });
    await kit.call(api.promotions.markRead, { token: kit.token, body: { promotionId: 2 } });
    await kit.call(api.promotions.markRead, { token: kit.token, body: { promotionId: 1 } });
    expect(kit.w.state.promotions.reads).toEqual({ player01: [2, 1] });
    expect(await kit.call(api.promotions.markRead, { token: kit.token, body: { promotionId: 3 } })).toMatchObject({
      status: 404,
      code: 'promotion.not.found',
    });
  });
});
