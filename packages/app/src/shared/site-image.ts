import type { Settings } from '@m/contracts';
import { siteCdnBase, siteImage } from './image-origin';
import { imageCdn, useSettingsStore } from './stores/settings-store';

/**
 * Maps an image URL of server data to the one the site loads (image-origin.ts). Its own module,
 * not the settings store: only lazy screens draw server images, so the entry (the home budget)
 * does not carry it, and image-origin.ts stays free of the app's stores for the shell's build.
 */
export function useSiteImage(): (url: string) => string {
  const settings = useSettingsStore((s) => s.settings);
  return (url) => siteImage(url, settings);
}

/** A-012's image CDN as the site uses it (avatars): the backend's own `/cdn` from the site's origin. */
export const siteImageCdn = (settings: Settings | null): string =>
  siteCdnBase(
    imageCdn(settings, () => 0),
    settings,
  );
