import { PROMO_APPLY_LIMITS } from '@m/contracts';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine/assembly/engine';
import { buildApp } from './server';

/** G-084: the application travels as one JSON body with base64 images; its route accepts 3 x 5 MB. */
describe('HTTP: activity application upload (A-166, G-084)', () => {
  const png = (size: number) => {
    const bytes = new Uint8Array(size);
    bytes.set([0x89, 0x50, 0x4e, 0x47]);
    return { fileName: 'proof.png', mimeType: 'image/png', data: Buffer.from(bytes).toString('base64') };
  };

  it('accepts three images of 5 MB each over HTTP; a fourth is refused: 413 past the body limit, 400 when small', async () => {
    const engine = createEngine({ delay: async () => {} });
    const app = buildApp({ engine });
    const token = engine.world('default').openSession('player01');
    const image = png(PROMO_APPLY_LIMITS.maxImageBytes);
    const send = (images: unknown[]) =>
      app.inject({
        method: 'POST',
        url: '/api/promotions/apply',
        headers: { token },
        payload: { promotionId: 1, comment: 'proof', images },
      });
    const four = await send([image, image, image, image]);
    expect(four.statusCode).toBe(413);
    expect(four.json()).toMatchObject({ success: false, code: 'bad.request' });
    const tiny = png(16);
    const fourSmall = await send([tiny, tiny, tiny, tiny]);
    expect(fourSmall.statusCode).toBe(400);
    expect(fourSmall.json()).toMatchObject({ success: false, code: 'bad.request', value: { field: 'images' } });
    const three = await send([image, image, image]);
    expect(three.statusCode).toBe(200);
    expect(three.json()).toMatchObject({ success: true, value: { claimStatus: 'APPLYING' } });
  });
});
