import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine/assembly/engine';
import { buildApp } from './server';
import { socialAccount } from './social-page';

describe('social sign-in pages (A-021, A-041)', () => {
  it('shows a consent page naming the seeded person, then returns to the site with a live token', async () => {
    const engine = createEngine();
    engine.createWorld({ id: 'social' });
    const app = buildApp({ engine });
    const user = socialAccount(engine.world('social').state, 'facebook');
    const consent = await app.inject({
      url: '/pages/social?provider=facebook&return=http%3A%2F%2Flocalhost%3A4173%2Fm%2Fhome',
      headers: { cookie: 'sim-world=social' },
    });
    expect(consent.statusCode).toBe(200);
    expect(consent.body).toContain(`Continue as ${user.nickname}`);
    const next = /href="([^"]+continue[^"]+)"/.exec(consent.body)?.[1].replace(/&amp;/g, '&') ?? '';
    const back = await app.inject({ url: next, headers: { cookie: 'sim-world=social' } });
    expect(back.statusCode).toBe(302);
    const location = new URL(back.headers.location as string);
    expect(location.origin + location.pathname).toBe('http://localhost:4173/m/home');
    const token = location.searchParams.get('token') ?? '';
    expect(engine.world('social').state.sessions[token]?.username).toBe(user.username);
    expect(socialAccount(engine.world('social').state, 'google').username).not.toBe(user.username);
  });

  it('refuses an unknown provider and a javascript: return', async () => {
    const app = buildApp();
    expect((await app.inject({ url: '/pages/social?provider=myspace' })).statusCode).toBe(400);
    const page = await app.inject({ url: '/pages/social?provider=google&return=javascript:alert(1)' });
    expect(page.body).not.toContain('javascript:');
  });
});
