import { type Meta, type StoryObj } from '@storybook/react-vite';
import { inStoryLanguage } from '../../stories/story-language';
import { darkTheme, narrowFrame } from '../../stories/decorators';
import { Icon } from '../icon/icon';
import { FooterMenu, type FooterMenuCount, type FooterMenuItem } from './footer-menu';

const items: FooterMenuItem[] = [
  { id: 'member', label: 'Member', icon: <Icon name="user" />, href: '#member' },
  { id: 'promo', label: 'Promotions', icon: <Icon name="gift" />, href: '#promotions' },
  { id: 'home', label: 'Home', icon: <Icon name="home" />, href: '#home', active: true },
  { id: 'wallet', label: 'Deposit', icon: <Icon name="wallet" />, href: '#wallet' },
  { id: 'service', label: 'Service', icon: <Icon name="service" />, onClick: () => {} },
];

const inbox = (count: number): FooterMenuCount => ({ id: 'inbox', count, label: `${count} unread messages`, icon: <Icon name="mail" /> });
const chat = (count: number): FooterMenuCount => ({ id: 'chat', count, label: `${count} unread chats`, icon: <Icon name="chat" /> });
const withCounts = (counts: FooterMenuCount[]) => items.map((item) => (item.id === 'member' ? { ...item, counts } : item));

const meta = {
  title: 'UI/Footer menu',
  tags: ['autodocs'],
  component: FooterMenu,
  decorators: [inStoryLanguage],
  args: { ariaLabel: 'Main menu', items },
  // Fixed to the bottom of the screen: each story of the docs page in a frame of its own.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 520 } } },
} satisfies Meta<typeof FooterMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing unread (a guest, a trial account, or all read). */
export const HomeActive: Story = { name: 'Home selected' };
/** G-017: the inbox count and the chat count, each its own badge and phrase. */
export const InboxAndChatUnread: Story = { name: 'Inbox and chat unread', args: { items: withCounts([inbox(5), chat(3)]) } };
/** CBS3 off: only the inbox count. */
export const InboxUnreadOnly: Story = { name: 'Inbox unread only', args: { items: withCounts([inbox(5), chat(0)]) } };
/** Only chats unread. */
export const ChatUnreadOnly: Story = { name: 'Chat unread only', args: { items: withCounts([inbox(0), chat(3)]) } };
/** Large counts are capped at 99+. */
export const ManyUnread: Story = { name: 'Many unread', args: { items: withCounts([inbox(120), chat(150)]) } };
export const LongLabels: Story = {
  name: 'Long labels',
  args: { items: withCounts([inbox(12), chat(4)]).map((item) => ({ ...item, label: `${item.label} centre of the site` })) },
  decorators: [narrowFrame],
};
export const Dark: Story = { name: 'Dark', args: { items: withCounts([inbox(5), chat(3)]) }, decorators: [darkTheme] };
