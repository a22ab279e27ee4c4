import { api, PROMO_APPLY_LIMITS, type PromotionsValue } from '@m/contracts';
import { describe, expect, it } from 'vitest';
import { setupWorld } from '../../testing/engine-harness';

/** G-080..G-085, A-166: promotions, claim statuses, the available call and the application. */

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46];
const b64 = (bytes: number[], size = bytes.length) => {
  const all = new Uint8Array(size);
  all.set(bytes.slice(0, size));
  return Buffer.from(all).toString('base64');
};
const png = (size = 64) => ({ fileName: 'a.png', mimeType: 'image/png', data: b64(PNG_HEAD, size) });

describe('promotions list (G-080, G-082, G-083, G-085)', () => {
  it('serves categories and promotions with images by sequence, noExpiry and date statuses for visitors', async () => {
    const { send } = setupWorld();
    const { value } = await send(api.promotions.list, undefined, { query: {} });
    const v = value as PromotionsValue;
    expect(v.categories.map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
    const first = v.list.find((p) => p.id === 1)!;
    expect(first).toMatchObject({ noExpiry: 1, endDate: '', read: false, claimStatus: null, action: 'APPLY' });
    expect(first.announcementImages.map((i) => i.sequence)).toEqual([1, 2]);
    expect(v.list.find((p) => p.id === 7)!.claimStatus).toBe('CLOSED');
    expect(v.list.find((p) => p.id === 8)!.claimStatus).toBe('COMING_SOON');
    expect(v.list.find((p) => p.id === 9)!.referral).toBe(true);
  });

  it('gives player01 every member claim status and its read marks; filters by category', async () => {
    const { w, send } = setupWorld();
    const token = w.openSession('player01');
    const v = (await send(api.promotions.list, token, { query: {} })).value as PromotionsValue;
    const status = Object.fromEntries(v.list.map((p) => [p.id, p.claimStatus]));
    expect(status).toMatchObject({ 2: 'APPLYING', 3: 'REJECTED', 4: 'ISSUED', 5: 'CLAIMED', 6: 'JOINED', 7: 'CLOSED', 8: 'COMING_SOON' });
    expect(v.list.find((p) => p.id === 4)!.read).toBe(true);
    const lottery = (await send(api.promotions.list, token, { query: { categoryId: 2 } })).value as PromotionsValue;
    expect(lottery.list.map((p) => p.id)).toEqual([2, 6, 8]);
  });

  it('promotions.mine gives the member its statuses and read marks', async () => {
    const { w, send } = setupWorld();
    const v = (await send(api.promotions.mine, w.openSession('player01'))).value as {
      list: Array<{ id: number; read: boolean; claimStatus: string | null }>;
    };
    expect(v.list.find((p) => p.id === 6)).toEqual({ id: 6, read: false, claimStatus: 'JOINED' });
    expect(v.list.find((p) => p.id === 4)).toEqual({ id: 4, read: true, claimStatus: 'ISSUED' });
  });

  it('a token that names Object.prototype members is just a visitor', async () => {
    const { send } = setupWorld();
    const res = await send(api.promotions.list, '__proto__', { query: {} });
    expect(res.code).toBe('OK');
  });

  it('moves the status with the date of the world clock', async () => {
    const { w, send } = setupWorld({ clock: { start: Date.UTC(2027, 6, 1) } });
    const token = w.openSession('agent001');
    const v = (await send(api.promotions.list, token, { query: {} })).value as PromotionsValue;
    expect(v.list.find((p) => p.id === 8)!.claimStatus).toBeNull();
  });
});

describe('available promotions and the application (G-084, A-166)', () => {
  it('lists what the member may apply for, and applying moves the status to APPLYING', async () => {
    const { w, send } = setupWorld();
    const token = w.openSession('player01');
    expect((await send(api.promotions.available, token)).value).toEqual({ ids: [1, 3] });
    const res = await send(api.promotions.apply, token, {
      body: { promotionId: 1, comment: 'My first deposit', images: [png(), { ...png(), mimeType: 'image/jpeg', data: b64(JPG_HEAD, 32) }] },
    });
    expect(res).toMatchObject({ code: 'OK', value: { promotionId: 1, claimStatus: 'APPLYING' } });
    expect((await send(api.promotions.available, token)).value).toEqual({ ids: [3] });
    expect(w.state.promotions.applications[0]).toMatchObject({ username: 'player01', imageBytes: [64, 32] });
    expect((await send(api.promotions.apply, token, { body: { promotionId: 1, comment: '', images: [] } })).code).toBe(
      'promotion.not.available',
    );
  });

  it('refuses a comment over 140 characters, a fourth image, a wrong type and an image over 5 MB', async () => {
    const { w, send } = setupWorld();
    const token = w.openSession('player01');
    const apply = (body: object) => send(api.promotions.apply, token, { body: { promotionId: 1, comment: '', images: [], ...body } });
    expect(await apply({ comment: 'x'.repeat(141) })).toMatchObject({ status: 400, code: 'bad.request' });
    expect(await apply({ images: [png(), png(), png(), png()] })).toMatchObject({ status: 400, code: 'bad.request' });
    expect(await apply({ images: [{ ...png(), mimeType: 'image/gif' }] })).toMatchObject({ status: 400 });
    const gifAsPng = await apply({ images: [{ ...png(), data: b64([0x47, 0x49, 0x46, 0x38], 16) }] });
    expect(gifAsPng).toMatchObject({ status: 400, code: 'bad.request' });
    expect(gifAsPng.message).toMatch(/png or jpg/);
    const big = await apply({ images: [png(PROMO_APPLY_LIMITS.maxImageBytes + 3)] });
    expect(big).toMatchObject({ status: 400, code: 'bad.request' });
    expect(await apply({ comment: 'x'.repeat(140), images: [png(PROMO_APPLY_LIMITS.maxImageBytes)] })).toMatchObject({ code: 'OK' });
  });

  it('refuses unknown and not-open promotions, and visitors', async () => {
    const { w, send } = setupWorld();
    const token = w.openSession('player01');
    expect((await send(api.promotions.apply, token, { body: { promotionId: 999, comment: '', images: [] } })).code).toBe(
      'promotion.not.found',
    );
    expect((await send(api.promotions.apply, token, { body: { promotionId: 7, comment: '', images: [] } })).code).toBe(
      'promotion.not.available',
    );
    expect((await send(api.promotions.apply, undefined, { body: { promotionId: 1, comment: '', images: [] } })).status).toBe(401);
  });

  it('marks a promotion read', async () => {
    const { w, send } = setupWorld();
    const token = w.openSession('agent001');
    expect((await send(api.promotions.markRead, token, { body: { promotionId: 2 } })).value).toEqual({ promotionId: 2, read: true });
    const v = (await send(api.promotions.list, token, { query: {} })).value as PromotionsValue;
    expect(v.list.find((p) => p.id === 2)!.read).toBe(true);
  });
});
