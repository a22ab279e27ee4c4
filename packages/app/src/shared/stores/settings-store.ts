import { type Settings } from '@m/contracts';
import { create } from 'zustand';
import { ApiError, isApiError } from '../api/api-error';
import { getSettings } from '../api/get-settings';
import { query } from '../api/query-cache';
import { FALLBACK_IMAGE_CDN } from '../constants';
import { siteCdnBase, siteImage } from '../image-origin';
import { LOCAL_KEYS, readLocal, writeLocal } from '../storage-keys';

export type SettingsSource = 'cache' | 'network';

interface SettingsState {
  settings: Settings | null;
  source: SettingsSource | null;
  /** True while a fetch runs with nothing to show yet. */
  loading: boolean;
  /** The last failure when nothing could be shown. */
  error: ApiError | null;
}

const initial: SettingsState = { settings: null, source: null, loading: false, error: null };

export const useSettingsStore = create<SettingsState>()(() => ({ ...initial }));

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * A light shape check of the cache (the full schema check would pull TypeBox into the home
 * chunk): a cache from an older release or a hand-edited one is treated as missing.
 */
function parseCache(text: string | null): Settings | null {
  if (!text) return null;
  try {
    const v: unknown = JSON.parse(text);
    if (!isObj(v) || !isObj(v.info) || !isObj(v.location)) return null;
    const { info, location } = v;
    if (!isObj(info.customerService) || !isObj(info.register) || !isObj(info.whitelabel) || !Array.isArray(info.imageCDNs)) return null;
    if (typeof location.ip !== 'string' || typeof v.maintenance !== 'boolean' || typeof v.regionRestriction !== 'boolean') return null;
    return v as Settings;
  } catch {
    return null;
  }
}

export const readSettingsCache = (): Settings | null => parseCache(readLocal(LOCAL_KEYS.settings));

// A boot read, before React (front-end.md "One loader"): through the loader's cache, so a second
// caller while it runs (the dev panel) shares it; not kept there: this store is the settings' home.
async function fetchFresh(): Promise<Settings> {
  const settings = await query('system.settings', getSettings, { keep: false });
  writeLocal(LOCAL_KEYS.settings, JSON.stringify(settings));
  useSettingsStore.setState({ settings, source: 'network', loading: false, error: null });
  return settings;
}

/**
 * use the cache at once and refresh in the background; with no usable cache, fetch
 * before anything is shown. Resolves when the site has settings to render with (or the load
 * failed with nothing to show: then `error` is set).
 */
export async function loadSettings(): Promise<void> {
  const cached = readSettingsCache();
  if (cached) {
    useSettingsStore.setState({ settings: cached, source: 'cache', loading: false, error: null });
    // Background refresh; a failure keeps the cached copy.
    fetchFresh().catch(() => undefined);
    return;
  }
  useSettingsStore.setState({ loading: true, error: null });
  try {
    await fetchFresh();
  } catch (e) {
    useSettingsStore.setState({
      loading: false,
      error: isApiError(e) ? e : new ApiError({ code: 'unknown', status: 0, i18nKey: 'errors.unknown', reaction: 'toast' }),
    });
  }
}

/**
 * an image CDN picked at random from settings, else the built-in fallback; the backend's
 * own `/cdn` is taken from the site's origin (image-origin.ts says why).
 */
export function imageCdn(settings: Settings | null = useSettingsStore.getState().settings, random: () => number = Math.random): string {
  const list = settings?.info.imageCDNs.filter(Boolean) ?? [];
  if (list.length === 0) return FALLBACK_IMAGE_CDN;
  const base = list[Math.floor(random() * list.length)];
  return base ? siteCdnBase(base, settings) : FALLBACK_IMAGE_CDN;
}

/** Maps an image URL of server data to the one the site loads (the backend's own `/cdn` from the site's origin, image-origin.ts). */
export function useSiteImage(): (url: string) => string {
  const settings = useSettingsStore((s) => s.settings);
  return (url) => siteImage(url, settings);
}
