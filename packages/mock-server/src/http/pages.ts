import type { FastifyInstance } from 'fastify';
import { artSeed } from '../art/seed';
import type { SimEngine } from '../engine/assembly/engine';
import { NO_FRAMING, PAGE_HEADERS } from './security-headers';
import { worldIdOf } from './world-id';

/**
 * Fake pages the site links out to (customer-service chat, game launch, app download), so every
 * click in the site lands somewhere real. Plain accessible HTML with a link back to the site.
 */
export const DEFAULT_SITE_ORIGIN = 'http://localhost:5173';

/** `framed`: the site shows the page in an iframe of its own (the game launch, /m/launchGame). */
const PAGES: Record<string, { title: string; body: string; framed?: boolean }> = {
  chat: { title: 'Customer service chat (simulated)', body: 'An agent would answer here. This chat is simulated.' },
  game: { title: 'Game launch (simulated)', body: 'The game would start here. This launch page is simulated.', framed: true },
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

/**
 * G-078: a member's launch opens in real money; where the game allows free play the launch adds
 * `choice=free play`, and the page offers it as a link to the same page in free-play mode.
 */
function freePlayChoice(query: Record<string, string | undefined>): string {
  if (query.choice !== 'free play' || query.mode !== 'real money') return '';
  const free = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && k !== 'choice') free.set(k, k === 'mode' ? 'free play' : v);
  return `<p><a href="?${escapeHtml(free.toString())}">Play for free</a></p>\n`;
}

export function renderPage(name: string, query: Record<string, string | undefined>): string | null {
  const page = Object.hasOwn(PAGES, name) ? PAGES[name] : undefined;
  if (!page) return null;
  const home = `${siteOrigin(query.return)}/m/home`;
  const details = Object.entries(query)
    .filter(([k, v]) => k !== 'return' && k !== 'choice' && v !== undefined)
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
${name === 'game' ? freePlayChoice(query) : ''}<p><a href="${escapeHtml(home)}">Back to the site</a></p>
</main>
</body>
</html>
`;
}

export function registerPages(app: FastifyInstance, engine: SimEngine): void {
  app.get<{ Params: { name: string }; Querystring: Record<string, string | undefined> }>('/pages/:name', async (req, reply) => {
    const html = renderPage(req.params.name, req.query);
    if (html === null) return reply.code(404).type('text/plain').send('no such page');
    return reply
      .headers(PAGES[req.params.name]?.framed ? PAGE_HEADERS : NO_FRAMING)
      .type('text/html; charset=utf-8')
      .send(html);
  });
  // The simulated CDN: production-like art (src/art), the same answer as the MSW handlers give.
  // Loaded on the first image request, so the art (symbols, DiceBear) costs nothing at start.
  app.get<{ Params: { '*': string }; Querystring: Record<string, string | string[] | undefined> }>('/cdn/*', async (req, reply) => {
    const { cdnAnswer } = await import('../art');
    const answer = cdnAnswer(req.params['*'], req.query, artSeed(engine, worldIdOf(req)));
    return reply.code(answer.status).type(answer.contentType).headers(answer.headers).send(answer.body);
  });
}
