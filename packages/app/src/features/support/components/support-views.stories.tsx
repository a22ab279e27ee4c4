import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryProviders } from '../../../test/story-providers';
import { AnnouncementList } from './announcement-list';
import { ContactMenuView } from './contact-menu';
import { DownloadBarView, DownloadPopupView, InstallGuideView, AddToHomePopupView } from './download-bar';
import { HelpView } from './help-page';
import { NoticeMarqueeView, NoticePopupView } from './home-sections';
import { translate } from '../../../shared/i18n/i18n';
import { announcements, helpItems, mails } from './story-data';
import { SupportMenuView } from './support-menu';
import { InboxView } from './web-email-page';

/** The support feature's views in every state: no data, unread, expanded, hostile HTML neutralized, flags off, iOS and Android. */
const meta = {
  title: 'Support/Lists, menus and popups',
  decorators: [(Story) => <StoryProviders>{<Story />}</StoryProviders>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const AnnouncementsEmpty: Story = {
  name: 'Announcements empty',
  render: () => <AnnouncementList items={[]} expandedId={null} onToggle={fn()} emptyText={translate('no_announcement')} />,
};
export const AnnouncementsUnread: Story = {
  name: 'Announcements unread',
  render: () => <AnnouncementList items={announcements()} expandedId={null} onToggle={fn()} emptyText={translate('no_announcement')} />,
};
/**
 * Expanded on the notice with hostile markup: the script and the javascript: link are gone. The
 * payload is QA's own text, served as written in every language (contentAsWritten).
 */
export const AnnouncementExpandedHostile: Story = {
  name: 'Announcement expanded hostile',
  parameters: { contentAsWritten: true },
  render: () => (
    <AnnouncementList items={announcements({ hostile: true })} expandedId={21} onToggle={fn()} emptyText={translate('no_announcement')} />
  ),
};
export const HelpTerms: Story = { name: 'Help terms', render: () => <HelpView items={helpItems()} selectedId={4} onSelect={fn()} /> };
export const HelpHostile: Story = {
  name: 'Help hostile',
  parameters: { contentAsWritten: true },
  render: () => <HelpView items={helpItems({ hostile: true })} selectedId={5} onSelect={fn()} />,
};
export const HelpEmpty: Story = { name: 'Help empty', render: () => <HelpView items={[]} selectedId={null} onSelect={fn()} /> };
export const InboxUnread: Story = {
  name: 'Inbox unread',
  render: () => <InboxView mails={mails()} unread={1} openId={105} onToggle={fn()} />,
};
export const InboxEmpty: Story = { name: 'Inbox empty', render: () => <InboxView mails={[]} unread={0} openId={null} onToggle={fn()} /> };
export const SupportMenuAll: Story = {
  name: 'Support menu all',
  render: () => (
    <SupportMenuView
      open
      entries={['customer', 'messages', 'announcements', 'liveChat', 'help']}
      dots={{ announcements: true, liveChat: true }}
      onSelect={fn()}
      onClose={fn()}
    />
  ),
};
/** MAILCEN and CBS3 off (or a guest, a trial, a nochat member): no messages, no live chat. */
export const SupportMenuFlagsOff: Story = {
  name: 'Support menu flags off',
  render: () => <SupportMenuView open entries={['customer', 'announcements', 'help']} dots={{}} onSelect={fn()} onClose={fn()} />,
};
export const MarqueeUnread: Story = {
  name: 'Marquee unread',
  render: () => <NoticeMarqueeView titles={announcements().map((a) => a.title)} unread={3} onOpenList={fn()} onOpenInbox={fn()} />,
};
export const MarqueeLoading: Story = {
  name: 'Marquee loading',
  parameters: { staysBusy: true },
  render: () => <NoticeMarqueeView titles={null} unread={0} onOpenList={fn()} onOpenInbox={fn()} />,
};
export const MarqueeNoData: Story = {
  name: 'Marquee no data',
  render: () => <NoticeMarqueeView titles={[]} unread={0} onOpenList={fn()} onOpenInbox={fn()} />,
};
export const NoticePopup: Story = {
  name: 'Notice popup',
  render: () => <NoticePopupView items={announcements()} index={0} onNext={fn()} onClose={fn()} />,
};
export const DownloadBar: Story = { name: 'Download bar', render: () => <DownloadBarView onOpen={fn()} onClose={fn()} /> };
export const DownloadPopup: Story = {
  name: 'Download popup',
  render: () => (
    <DownloadPopupView
      open
      entries={[
        { resourceType: 'Android', url: 'https://d.example/a.apk', disabled: false },
        { resourceType: 'MOBILECONFIG', url: 'https://d.example/p', disabled: true },
        { resourceType: 'IOS', url: 'https://d.example/i', disabled: true },
      ]}
      onPick={fn()}
      onAddToHome={fn()}
      onClose={fn()}
    />
  ),
};
export const InstallGuideIos: Story = {
  name: 'Install guide iOS',
  render: () => <InstallGuideView open device={{ ios: true, iosVersion: [16, 0] }} imageBase="/cdn" onDone={fn()} onClose={fn()} />,
};
export const InstallGuideOldIosTips: Story = {
  name: 'Install guide old iOS tips',
  render: () => <InstallGuideView open device={{ ios: true, iosVersion: [12, 1] }} imageBase="/cdn" onDone={fn()} onClose={fn()} />,
};
/** Android has no guide steps: the add-to-home-screen popup opens directly. */
export const AddToHomeAndroid: Story = {
  name: 'Add to home android',
  render: () => <AddToHomePopupView open ios={false} onClose={fn()} />,
};
export const ContactMenu: Story = {
  name: 'Contact menu',
  render: () => <ContactMenuView channels={['telegram', 'facebook', 'liveChat', 'whatsapp']} bottom={false} onPick={fn()} />,
};
export const ContactMenuBottom: Story = {
  name: 'Contact menu bottom',
  render: () => <ContactMenuView channels={['telegram', 'facebook', 'whatsapp']} bottom onPick={fn()} />,
};
