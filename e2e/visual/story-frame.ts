import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * The static Storybook's stories with a tag (`screen` on every screen story, `error-state` on every
 * error state) or, given `{ prefix }`, whose id starts so (`ui-`: the library), read from the
 * build's index.json so a new story is covered at once, wherever its area puts it in the sidebar.
 */
export const storyIds = (which: { tag: string } | { prefix: string }): string[] =>
  Object.values(
    (
      JSON.parse(readFileSync(new URL('../../packages/app/storybook-static/index.json', import.meta.url), 'utf8')) as {
        entries: Record<string, { id: string; type: string; tags?: string[] }>;
      }
    ).entries,
  )
    .filter((e) => e.type === 'story' && ('tag' in which ? (e.tags ?? []).includes(which.tag) : e.id.startsWith(which.prefix)))
    .map((e) => e.id);

/** The world's default start (seed 42): Monday 5 January 2026, 12:00 UTC. */
const FIXED_TIME = new Date('2026-01-05T12:00:00Z');

/**
 * Opens one story's frame so that two runs draw the same pixels: the page's clock fixed at the
 * world's start, Math.random seeded, the story's globals (theme, language) in the URL. Resolves
 * once the story's root is in the page; what "settled" means is the caller's.
 */
export async function openStoryFrame(page: Page, id: string, globals: string): Promise<void> {
  await page.clock.setFixedTime(FIXED_TIME);
  await page.addInitScript(() => {
    let seed = 42;
    Math.random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return (seed - 1) / 2_147_483_646;
    };
  });
  await page.goto(`/iframe.html?id=${id}&viewMode=story${globals ? `&globals=${globals}` : ''}`);
  await page.locator('#storybook-root').waitFor();
}

/**
 * Waits until the story's play function has run to its end (Storybook's own render phase) and no
 * timed toast is left on screen: a toast that expires is waited out, so the picture is of the
 * screen it leaves; a story whose state is a toast holds it (its host has data-hold), and the
 * picture shows it.
 */
export async function waitForPlayed(page: Page, timeout = 45_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders?: Array<{ phase?: string }> } }).__STORYBOOK_PREVIEW__;
      const played = preview?.storyRenders?.some((r) => r.phase === 'completed' || r.phase === 'finished') ?? false;
      return played && document.querySelectorAll('.ui-toast-host:not([data-hold]) .ui-toast').length === 0;
    },
    null,
    { timeout },
  );
}
