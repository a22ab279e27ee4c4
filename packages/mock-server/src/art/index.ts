import { renderArt } from './render';

/**
 * The simulated CDN's art: production-like images, deterministic per seed, for every
 * image URL the simulator's answers carry. Fastify (`/cdn/*` in http/pages.ts) and the MSW
 * handlers (msw/index.ts, so Storybook and `pnpm dev:msw` need no server) both answer with
 * `cdnAnswer`. Rendered on first request and cached per (seed, path and query).
 */

export const CDN_CONTENT_TYPE = 'image/svg+xml; charset=utf-8';
/** Same seed and URL, same bytes: a day in caches. A world named by cookie may have another seed. */
export const CDN_CACHE_CONTROL = 'public, max-age=86400';
/** Answers kept at most (least recently used dropped first). */
export const CDN_CACHE_MAX = 2000;
/** A /cdn path longer than this answers 404 (no art for garbage). */
export const CDN_PATH_MAX = 300;

export interface CdnAnswer {
  status: 200 | 404;
  contentType: string;
  body: string;
  headers: Record<string, string>;
}

const cache = new Map<string, string>();

/** The art's query: only the keys the art reads, in a fixed order (the cache key ignores the rest). */
function artQuery(query: Readonly<Record<string, unknown>>): { lang?: string; title?: string } {
  const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
  const lang = first(query.lang);
  const title = first(query.title);
  return { lang: typeof lang === 'string' ? lang : undefined, title: typeof title === 'string' ? title : undefined };
}

/** The answer for `/cdn/<path>` (path without the /cdn/ prefix, query parsed), for a world of `seed`. */
export function cdnAnswer(path: string, query: Readonly<Record<string, unknown>>, seed: number): CdnAnswer {
  const clean = path.replace(/^\/+/, '');
  if (clean.length > CDN_PATH_MAX || clean.split('/').some((p) => p === '..' || p === '.')) {
    return { status: 404, contentType: 'text/plain; charset=utf-8', body: 'no such image', headers: {} };
  }
  const q = artQuery(query);
  const key = `${seed}|${clean}|${q.lang ?? ''}|${q.title ?? ''}`;
  let body = cache.get(key);
  if (body === undefined) {
    body = renderArt({ path: clean, query: q, seed });
    if (cache.size >= CDN_CACHE_MAX) cache.delete(cache.keys().next().value as string);
    cache.set(key, body);
  } else {
    // Map order is recency order.
    cache.delete(key);
    cache.set(key, body);
  }
  return { status: 200, contentType: CDN_CONTENT_TYPE, body, headers: { 'cache-control': CDN_CACHE_CONTROL, vary: 'x-sim-world, cookie' } };
}
