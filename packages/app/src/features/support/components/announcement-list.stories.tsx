import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { translate } from '../../../shared/i18n/i18n';
import { StoryProviders } from '../../../test/story-providers';
import { AnnouncementList } from './announcement-list';
import { announcements } from './story-data';

/** The announcement list: none, one unread, and a notice with hostile markup expanded. */
const meta = {
  title: 'Support/Announcement list',
  decorators: [(Story) => <StoryProviders>{<Story />}</StoryProviders>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const AnnouncementsEmpty: Story = {
  name: 'No announcements',
  render: () => <AnnouncementList items={[]} expandedId={null} onToggle={fn()} emptyText={translate('no_announcement')} />,
};
export const AnnouncementsUnread: Story = {
  name: 'One unread',
  render: () => <AnnouncementList items={announcements()} expandedId={null} onToggle={fn()} emptyText={translate('no_announcement')} />,
};
/**
 * Expanded on the notice with hostile markup: the script and the javascript: link are gone. The
 * payload is QA's own text, served as written in every language (contentAsWritten).
 */
export const AnnouncementExpandedHostile: Story = {
  name: 'Expanded, hostile markup removed',
  parameters: { contentAsWritten: true },
  render: () => (
    <AnnouncementList items={announcements({ hostile: true })} expandedId={21} onToggle={fn()} emptyText={translate('no_announcement')} />
  ),
};
