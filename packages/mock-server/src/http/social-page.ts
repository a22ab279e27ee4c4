import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SimEngine } from '../engine/assembly/engine';
import type { WorldState } from '../engine/state';
import { allowedReturn, DEFAULT_SITE_ORIGINS, ownOrigin } from './guards';
import { DEFAULT_SITE_ORIGIN } from './pages';
import { NO_FRAMING } from './security-headers';
import { worldIdOf } from './world-id';

/**
 * The simulated social sign-in: `/pages/social?provider=facebook|google&return=<url>`
 * shows a consent page "Continue as <name>"; continuing opens a session in the caller's world and
 * sends the browser back to `return` with `?token=...`, which the site adopts. Facebook
 * signs in as the world's first seeded (non-well-known) member, Google as the second: the same
 * seed, the same person.
 */
export const SOCIAL_PROVIDERS = ['facebook', 'google'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

const isProvider = (v: unknown): v is SocialProvider => typeof v === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(v);

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export function socialAccount(state: WorldState, provider: SocialProvider) {
  const members = Object.values(state.users).filter((u) => !u.wellKnown && u.type === 0);
  const fallback = state.users.player01;
  return members[provider === 'facebook' ? 0 : 1] ?? members[0] ?? fallback;
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body>
<main>
${body}
</main>
</body>
</html>
`;

type SocialQuery = { Querystring: { provider?: string; return?: string } };

export function registerSocialPages(
  app: FastifyInstance,
  engine: SimEngine,
  siteOrigins: ReadonlySet<string> = new Set(DEFAULT_SITE_ORIGINS),
): void {
  // The token goes back only to the site (own origin or a configured site origin).
  const returnUrl = (req: FastifyRequest, value: unknown): URL => allowedReturn(value, ownOrigin(req), siteOrigins, DEFAULT_SITE_ORIGIN);
  // A framed consent page would open a session in one click on someone else's page.
  app.get<SocialQuery>('/pages/social', async (req, reply) => {
    reply.headers(NO_FRAMING);
    const { provider } = req.query;
    if (!isProvider(provider)) return reply.code(400).type('text/plain').send('provider must be facebook or google');
    const back = returnUrl(req, req.query.return);
    const user = socialAccount(engine.world(worldIdOf(req)).state, provider);
    const name = provider === 'facebook' ? 'Facebook' : 'Google';
    const next = `/pages/social/continue?provider=${provider}&return=${encodeURIComponent(back.href)}`;
    const html = page(
      `Sign in with ${name} (simulated)`,
      `<h1>Sign in with ${name} (simulated)</h1>
<p>The site asks for your name and profile picture. This consent page is simulated.</p>
<p><a href="${escapeHtml(next)}">Continue as ${escapeHtml(user.nickname)}</a></p>
<p><a href="${escapeHtml(back.href)}">Cancel</a></p>`,
    );
    return reply.type('text/html; charset=utf-8').send(html);
  });

  app.get<SocialQuery>('/pages/social/continue', async (req, reply) => {
    reply.headers(NO_FRAMING);
    const { provider } = req.query;
    if (!isProvider(provider)) return reply.code(400).type('text/plain').send('provider must be facebook or google');
    const world = engine.world(worldIdOf(req));
    const user = socialAccount(world.state, provider);
    const back = returnUrl(req, req.query.return);
    back.searchParams.set('token', world.openSession(user.username));
    return reply.redirect(back.href, 302);
  });
}
