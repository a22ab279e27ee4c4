import type { FastifyRequest } from 'fastify';

/**
 * The simulator's request guards, in one place: which origins are the
 * site's, which hosts are loopback names, and who may use the control API.
 */

/** The site's dev server and `vite preview`, by both loopback names. */
export const DEFAULT_SITE_ORIGINS: readonly string[] = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

export const isLoopbackAddress = (address: string | undefined): boolean =>
  !!address && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

/** `localhost`, `*.localhost`, 127.x.x.x or [::1], with an optional port: never a DNS name that could be rebound. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const m = /^(\[::1\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(host.trim().toLowerCase());
  if (!m) return false;
  const name = m[1];
  return name === 'localhost' || name.endsWith('.localhost') || name === '[::1]' || /^127(\.\d{1,3}){3}$/.test(name);
}

/** The origin the request was addressed to (`http://<Host>`), as the browser sees the page. */
export const ownOrigin = (req: FastifyRequest): string | null => (req.headers.host ? `${req.protocol}://${req.headers.host}` : null);

export interface ControlGuardOptions {
  siteOrigins: ReadonlySet<string>;
  /** `allowRemoteControl`: any address and Host (a shared QA machine); Origin and JSON rules stay. */
  allowRemote: boolean;
}

/**
 * Why a control request is refused, or null (docs/control-api.md "Access"):
 * - from a loopback address and to a loopback Host name (no DNS rebinding), unless remote control is on;
 * - no `Origin`, or the simulator's own origin, or one of the site origins (no cross-site form or fetch).
 * Checked before the body is read. "A body only as application/json" is the router's rule
 * (control/router.ts), so the MSW transport keeps it too.
 */
export function controlRefusal(req: FastifyRequest, opts: ControlGuardOptions): { status: number; error: string } | null {
  if (!opts.allowRemote) {
    if (!isLoopbackAddress(req.socket.remoteAddress)) return { status: 403, error: 'the control API answers loopback addresses only' };
    if (!isLoopbackHost(req.headers.host))
      return { status: 403, error: 'the control API answers loopback Host names only (localhost, 127.0.0.1, [::1])' };
  }
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== ownOrigin(req) && !opts.siteOrigins.has(origin)) {
    return { status: 403, error: `the control API does not answer pages of origin ${origin}` };
  }
  return null;
}

/**
 * Where the social sign-in page may send the browser back (with a live token): a relative path,
 * the page's own origin, or a configured site origin. Anything else falls back to the site home.
 */
export function allowedReturn(value: unknown, own: string | null, siteOrigins: ReadonlySet<string>, fallback: string): URL {
  const base = own ?? fallback;
  if (typeof value === 'string' && value !== '') {
    try {
      const url = new URL(value, base);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && (url.origin === own || siteOrigins.has(url.origin))) return url;
    } catch {
      // not a URL: fall back
    }
  }
  return new URL('/m/home', siteOrigins.has(base) || base === own ? base : fallback);
}
