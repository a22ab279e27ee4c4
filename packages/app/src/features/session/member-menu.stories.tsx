import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../../test/story-providers';
import { AppLoggedInAs } from '../../shared/story-session';
import { translate } from '../../shared/i18n/i18n';

/** The side menu's member part after a real login on the story's own simulator world. */
const meta = {
  title: 'Member/Member menu',
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  args: { path: '/m/home' },
} satisfies Meta<typeof AppAt>;

export default meta;

const body = () => within(document.body);

type SessionStory = StoryObj<typeof AppLoggedInAs>;

/** The member view of the side menu: name, account and logout. */
export const MemberSideMenu: SessionStory = {
  name: 'Name, account and logout',
  render: () => <AppLoggedInAs username="player01" path="/m/home" />,
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: translate('header.menu') }));
    await expect(await body().findByRole('button', { name: translate('session.logout') })).toBeInTheDocument();
  },
};
