import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { localiseContent } from '../../test/story-content';
import { translate } from '../../shared/i18n/i18n';
import { FIRST_SCREEN_TIMEOUT_MS } from '../../test/story-waits';
import { guest, screenMeta, type ScreenStory } from '../../test/screen-story';

/** The help centre and its terms (A-118..), empty, and with its list lost on the way. */
const meta = {
  title: 'Support/Help',
  tags: ['screen'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

export const Help: ScreenStory = { ...guest('/m/help'), name: 'Help' };

export const HelpTerms: ScreenStory = { ...guest('/m/help?tag=terms'), name: 'Terms' };

/** support-empty: no help item, and the help page says so. */
export const HelpEmpty: ScreenStory = { ...guest('/m/help', 'support-empty'), name: 'No help items' };

/** The help list's first call loses its connection: the network message and its retry, as the page stays. */
export const NetworkFailure = {
  name: 'Connection lost',
  ...guest('/m/help'),
  parameters: { simFaults: [{ endpoint: 'help.list', drop: true, times: 1 }] },
  play: async () => {
    const page = within(document.body);
    // The page's own message beside the retry, said once: a failed read gets no toast besides.
    await expect(await page.findAllByText(translate('errors.network'), {}, { timeout: FIRST_SCREEN_TIMEOUT_MS })).toHaveLength(1);
    await expect(page.getByRole('button', { name: translate('load_failed') })).toBeVisible();
  },
} satisfies ScreenStory;

/** The same failure, then the retry: it works and the list shows. */
export const NetworkFailureRetried = {
  ...NetworkFailure,
  name: 'Connection lost, then retried',
  play: async () => {
    const page = within(document.body);
    await userEvent.click(await page.findByRole('button', { name: translate('load_failed') }, { timeout: FIRST_SCREEN_TIMEOUT_MS }));
    await expect(await page.findByRole('button', { name: localiseContent('How do I deposit?') })).toBeInTheDocument();
  },
} satisfies ScreenStory;
