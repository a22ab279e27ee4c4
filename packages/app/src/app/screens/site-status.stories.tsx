import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { translate } from '../../shared/i18n/i18n';
import { textPattern } from '../../test/story-waits';
import { guest, screenMeta, type ScreenStory } from '../../test/screen-story';

/** The site closed for maintenance, and closed to the visitor's region (A-152..A-155). */
const meta = {
  title: 'Site/Site status',
  tags: ['screen'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

export const Maintenance = {
  name: 'Maintenance',
  ...guest('/m/home', 'maintenance'),
  play: async () => {
    await expect(await within(document.body).findByRole('heading', { level: 1, name: translate('maintenance') })).toBeInTheDocument();
  },
} satisfies ScreenStory;

export const RegionRestricted = {
  name: 'Region restricted',
  ...guest('/m/home', 'region-restricted'),
  play: async () => {
    await expect(await within(document.body).findByText(textPattern(translate('your_ip')))).toBeInTheDocument();
  },
} satisfies ScreenStory;
