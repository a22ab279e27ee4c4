import type { FastifyInstance } from 'fastify';

/**
 * Fake pages the site links out to (customer-service chat, game launch, app download), so every
 * click in the site lands somewhere real. Plain accessible HTML with a link back to the site.
 */
export const DEFAULT_SITE_ORIGIN = 'http://localhost:5173';

const PAGES: Record<string, { title: string; body: string }> = {
  chat: { title: 'Customer service chat (simulated)', body: 'An agent would answer here. This chat is simulated.' },
  game: { title: 'Game launch (simulated)', body: 'The game would start here. This launch page is simulated.' },
  download: { title: 'App download (simulated)', body: 'The app package would download here. This page is simulated.' },
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** Only http(s) origins are accepted as `return`, so the page cannot be turned into a javascript: link. */
function siteOrigin(value: string | undefined): string {
  if (!value) return DEFAULT_SITE_ORIGIN;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : DEFAULT_SITE_ORIGIN;
  } catch {
    return DEFAULT_SITE_ORIGIN;
  }
}

export function renderPage(name: string, query: Record<string, string | undefined>): string | null {
  const page = Object.hasOwn(PAGES, name) ? PAGES[name] : undefined;
  if (!page) return null;
  const home = `${siteOrigin(query.return)}/m/home`;
  const details = Object.entries(query)
    .filter(([k, v]) => k !== 'return' && v !== undefined)
    .map(([k, v]) => `<li>${escapeHtml(k)}: ${escapeHtml(String(v))}</li>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${page.title}</title></head>
<body>
<main>
<h1>${page.title}</h1>
<p>${page.body}</p>
${details ? `<ul>${details}</ul>` : ''}
<p><a href="${escapeHtml(home)}">Back to the site</a></p>
</main>
</body>
</html>
`;
}

/** A small stable hash of a name, for colours. */
function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

const titleOf = (file: string) =>
  file
    .replace(/\.[a-z]+$/, '')
    .split(/[-_]/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/**
 * Generated art for the simulated CDN (no broken images): game tiles (games/<vendor>/<name>.svg)
 * get a gradient with the game's name, vendor logos (vendors/<code>.svg) a badge with the code,
 * banners (banners/<group>-<n>.svg) a wide gradient; anything else a grey placeholder.
 */
export function placeholderSvg(name: string): string {
  const parts = name.split('/');
  const file = parts[parts.length - 1] ?? 'image';
  const h = hash(name);
  const hue = h % 360;
  const hue2 = (hue + 40 + (h % 80)) % 360;
  const grad = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${hue2},75%,30%)"/></linearGradient></defs>`;
  if (parts[0] === 'games' && parts.length >= 3) {
    const title = escapeHtml(titleOf(file));
    const vendor = escapeHtml((parts[1] ?? '').toUpperCase());
    const words = title.split(' ');
    const line1 = words.slice(0, Math.ceil(words.length / 2)).join(' ');
    const line2 = words.slice(Math.ceil(words.length / 2)).join(' ');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${title}">${grad}<rect width="200" height="200" rx="18" fill="url(#g)"/><circle cx="${40 + (h % 120)}" cy="${50 + (h % 60)}" r="${30 + (h % 30)}" fill="#fff" opacity="0.12"/><circle cx="100" cy="86" r="34" fill="#ffd54a" stroke="#fff" stroke-width="4"/><text x="100" y="99" font-family="sans-serif" font-size="34" font-weight="700" text-anchor="middle" fill="#7a4b00">${escapeHtml(title.charAt(0))}</text><text x="100" y="150" font-family="sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="#fff">${line1}</text><text x="100" y="172" font-family="sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="#fff">${line2}</text><text x="100" y="32" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#fff" opacity="0.85">${vendor}</text></svg>`;
  }
  if (parts[0] === 'vendors') {
    const code = escapeHtml(file.replace(/\.[a-z]+$/, '').toUpperCase());
    return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60" role="img" aria-label="${code}">${grad}<rect width="120" height="60" rx="12" fill="url(#g)"/><text x="60" y="37" font-family="sans-serif" font-size="${code.length > 6 ? 12 : 18}" font-weight="800" text-anchor="middle" fill="#fff">${code}</text></svg>`;
  }
  if (parts[0] === 'banners') {
    const title = escapeHtml(titleOf(file).replace(/^M /, ''));
    return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300" role="img" aria-label="${title}">${grad}<rect width="750" height="300" fill="url(#g)"/><circle cx="${500 + (h % 200)}" cy="150" r="160" fill="#fff" opacity="0.1"/><circle cx="640" cy="${60 + (h % 180)}" r="70" fill="#ffd54a" opacity="0.9"/><text x="40" y="140" font-family="sans-serif" font-size="54" font-weight="800" fill="#fff">${title}</text><text x="40" y="200" font-family="sans-serif" font-size="26" fill="#fff" opacity="0.9">Play now · Jogue agora · Chơi ngay</text></svg>`;
  }
  const label = escapeHtml(file);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${label}"><rect width="200" height="200" fill="#c8ccd2"/><text x="100" y="105" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#333">${label}</text></svg>`;
}

export function registerPages(app: FastifyInstance): void {
  app.get<{ Params: { name: string }; Querystring: Record<string, string | undefined> }>('/pages/:name', async (req, reply) => {
    const html = renderPage(req.params.name, req.query);
    if (html === null) return reply.code(404).type('text/plain').send('no such page');
    return reply.type('text/html; charset=utf-8').send(html);
  });
  app.get<{ Params: { '*': string } }>('/cdn/*', async (req, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(placeholderSvg(req.params['*'])),
  );
}
