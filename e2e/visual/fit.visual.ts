import { expect, test, type Page } from '@playwright/test';
import { openStoryFrame, storyIds } from './story-frame';

/**
 * Every story of the ui library fits the 375 px phone it is designed for: shown in the static
 * Storybook at 375x812 (its own layout, padded unless it says otherwise, as a reviewer sees it),
 * nothing makes the page scroll sideways. A component that fits only the full width of the phone
 * (the home header with logo, language, Login, Register and menu) spills out of a narrower frame.
 * One preview page goes from story to story as a click in the sidebar does (a fresh page per story
 * loads the whole preview each time: minutes for what this checks).
 */
const UI = storyIds({ prefix: 'ui-' });

type Preview = { __STORYBOOK_PREVIEW__?: { storyRenders?: Array<{ phase?: string }> } };
type Channel = {
  __STORYBOOK_ADDONS_CHANNEL__: {
    on(e: string, f: () => void): void;
    off(e: string, f: () => void): void;
    emit(e: string, a: unknown): void;
  };
};

async function show(page: Page, id: string, first: boolean) {
  if (first) {
    await openStoryFrame(page, id, '');
    await page.waitForFunction(() =>
      ((window as unknown as Preview).__STORYBOOK_PREVIEW__?.storyRenders ?? []).some(
        (r) => r.phase === 'completed' || r.phase === 'finished',
      ),
    );
  } else
    await page.evaluate(
      (storyId) =>
        new Promise<void>((resolve) => {
          const channel = (window as unknown as Channel).__STORYBOOK_ADDONS_CHANNEL__;
          const done = () => {
            channel.off('storyRendered', done);
            resolve();
          };
          channel.on('storyRendered', done);
          channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
        }),
      id,
    );
  // Its fonts in: they set the widths of its texts.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

test('every ui story fits the 375 px phone: no sideways scroll', async ({ page }) => {
  test.setTimeout(300_000);
  expect(UI.length).toBeGreaterThan(100);
  const wide: string[] = [];
  for (const [i, id] of UI.entries()) {
    await show(page, id, i === 0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 375) wide.push(`${id}: ${width} px`);
  }
  expect(wide).toEqual([]);
});
