import { describe, expect, it } from 'vitest';
import { getSettings } from '../api/get-settings';
import { FALLBACK_IMAGE_CDN } from '../constants';
import { useWorld } from '../../test/server';
import { imageCdn } from './settings-store';

describe('imageCdn (A-012)', () => {
  it('picks from settings.info.imageCDNs at random', async () => {
    useWorld();
    const settings = await getSettings();
    const cdns = ['https://a.example', 'https://b.example', 'https://c.example'];
    const s = { ...settings, info: { ...settings.info, imageCDNs: cdns } };
    expect(imageCdn(s, () => 0)).toBe(cdns[0]);
    expect(imageCdn(s, () => 0.5)).toBe(cdns[1]);
    expect(imageCdn(s, () => 0.99)).toBe(cdns[2]);
  });

  it('falls back to the built-in CDN when settings list none or are missing', async () => {
    useWorld();
    const settings = await getSettings();
    expect(imageCdn({ ...settings, info: { ...settings.info, imageCDNs: [] } })).toBe(FALLBACK_IMAGE_CDN);
    expect(imageCdn(null)).toBe(FALLBACK_IMAGE_CDN);
  });
});
