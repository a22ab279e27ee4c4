import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { localiseContent } from '../../test/story-content';
import { FIRST_SCREEN_TIMEOUT_MS } from '../../test/story-waits';
import { guest, screenMeta, type ScreenStory } from '../../test/screen-story';

/** The lottery lobby (G-060..); its states follow. */
const meta = {
  title: 'Lottery/Lottery lobby',
  tags: ['screen'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

export const Lottery: ScreenStory = { ...guest('/m/lott'), name: 'Lottery lobby' };

/** lottery-draw-imminent: the tab that holds 1-Minute Lotto, its draw seconds away (G-072). */
export const LotteryDrawImminent = {
  name: 'Draw seconds away',
  ...guest('/m/lott', 'lottery-draw-imminent'),
  play: async () => {
    const page = within(document.body);
    await userEvent.click(await page.findByRole('tab', { name: localiseContent('Fast Lottery') }, { timeout: FIRST_SCREEN_TIMEOUT_MS }));
    const card = await page.findByRole('article', { name: localiseContent('1-Minute Lotto') });
    await expect(within(card).getByRole('timer').textContent).toMatch(/^0:00:0\d$/);
  },
} satisfies ScreenStory;
