import type { Settings } from '@m/contracts';
import { FALLBACK_IMAGE_CDN } from './constants';

/**
 * Which origin an image of the backend's own CDN is fetched from.
 *
 * The site's server forwards `/cdn` to the backend as it does `/api` (scripts/serve-site.mjs,
 * `vite preview` and `vite dev` in vite.config.ts, nginx in docs/serving.md). So an image under a
 * settings CDN base whose path is exactly `/cdn` (the simulator's: `http://localhost:4010/cdn`) is
 * taken from the site's own origin, on the connection the HTML and the API already opened: on
 * slow 4G a second origin costs a DNS lookup, a TCP and a TLS handshake before the first banner.
 * A real CDN on another origin is named at build time (`VITE_CDN_ORIGINS`, space-separated): its
 * URLs are used as they are, and index.html preconnects to it (vite.config.ts).
 *
 * Self-contained on purpose (no imports, no outer names): the prerendered shell inlines this
 * function's source (app/shell/shell-boot.ts), so the shell and the app pick the same URL and the
 * browser downloads the image once.
 */
export function sameOriginImage(url: string, cdnBases: readonly string[], foreignOrigins: readonly string[], cdnPath: string): string {
  const m = /^(https?:\/\/[^/?#]+)(\/[^#]*)$/i.exec(url);
  if (!m) return url;
  const origin = (m[1] as string).toLowerCase();
  const rest = m[2] as string;
  if (rest.indexOf(cdnPath + '/') !== 0 || foreignOrigins.indexOf(origin) >= 0) return url;
  for (const base of cdnBases) if (String(base).replace(/\/+$/, '').toLowerCase() === origin + cdnPath) return rest;
  return url;
}

/** The build's CDN origins that the site's server does not forward (VITE_CDN_ORIGINS). */
export const FOREIGN_CDN_ORIGINS: readonly string[] = ((import.meta.env.VITE_CDN_ORIGINS as string | undefined) ?? '')
  .split(/\s+/)
  .filter(Boolean)
  .map((o) => o.replace(/\/+$/, '').toLowerCase());

/** An image URL of server data as the site loads it: same-origin when it is on the backend's own `/cdn`. */
export const siteImage = (url: string, settings: Settings | null): string =>
  sameOriginImage(url, settings?.info.imageCDNs ?? [], FOREIGN_CDN_ORIGINS, FALLBACK_IMAGE_CDN);

/** A CDN base as the site uses it: `/cdn` itself when it is the backend's own `/cdn`. */
export const siteCdnBase = (base: string, settings: Settings | null): string => {
  const probe = `${base.replace(/\/+$/, '')}/`;
  const same = siteImage(probe, settings);
  return same === probe ? base : FALLBACK_IMAGE_CDN;
};
