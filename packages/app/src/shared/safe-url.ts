/**
 * The one scheme allow-list for every URL that comes from server data and that the site
 * navigates to, opens or links (game launch, chat, download, banners, promotions, social
 * links): http, https and relative URLs pass; `javascript:`, `data:`, `vbscript:` and anything
 * else do not. Returns the URL to use, or null when it must not be followed.
 */
const ALLOWED_SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:']);

export function safeUrl(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  // Browsers strip ASCII control characters and surrounding spaces before parsing a scheme.
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const trimmed = url.replace(/[\u0000-\u001F\u007F]/g, '').trim();
  if (trimmed === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(trimmed, 'http://relative.invalid');
  } catch {
    return null;
  }
  return ALLOWED_SCHEMES.has(parsed.protocol) ? trimmed : null;
}
