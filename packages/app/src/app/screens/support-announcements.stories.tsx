import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { translate } from '../../shared/i18n/i18n';
import { animationsSettled, FIRST_SCREEN_TIMEOUT_MS } from '../../test/story-waits';
import { guest, member, screenMeta, type ScreenStory } from '../../test/screen-story';

/** The announcements page and the popup announcement over home (A-133, G-010). */
const meta = {
  title: 'Support/Announcements',
  tags: ['screen'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

export const Notices: ScreenStory = { ...member('/m/notice'), name: 'Announcements' };

/** support-empty: no announcement at all, and the list says so. */
export const NoticesEmpty = {
  name: 'No announcements',
  ...member('/m/notice', 'support-empty'),
  play: async () => {
    await expect(
      await within(document.body).findByText(translate('no_announcement'), {}, { timeout: FIRST_SCREEN_TIMEOUT_MS }),
    ).toBeInTheDocument();
  },
} satisfies ScreenStory;

/** notice-popup: the popup announcement over home, once per browser session (G-010). */
export const NoticePopup = {
  name: 'Popup announcement over home',
  ...guest('/m/home', 'notice-popup'),
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {}, { timeout: FIRST_SCREEN_TIMEOUT_MS });
    await animationsSettled();
    await expect(dialog).toBeVisible();
  },
} satisfies ScreenStory;

/**
 * hostile-content: script payloads in every announcement are shown as text or dropped, never run.
 * The payloads are texts QA wrote, served as written in every language (contentAsWritten).
 */
export const HostileContent = {
  name: 'Hostile content shown as text',
  ...member('/m/notice', 'hostile-content'),
  parameters: { simScenario: 'hostile-content', contentAsWritten: true },
  play: async () => {
    await expect(
      await within(document.body).findByRole(
        'heading',
        { level: 1, name: translate('titles.notice') },
        { timeout: FIRST_SCREEN_TIMEOUT_MS },
      ),
    ).toBeInTheDocument();
    await expect(document.querySelector('main script')).toBeNull();
    await expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  },
} satisfies ScreenStory;
