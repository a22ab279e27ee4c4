import { type Meta, type StoryObj } from '@storybook/react-vite';
import { darkTheme, narrowFrame } from '../../stories/decorators';
import { Icon } from '../icon/icon';
import { FooterMenu, type FooterMenuItem } from './footer-menu';

const items: FooterMenuItem[] = [
  { id: 'home', label: 'Home', icon: <Icon name="home" />, href: '#home', active: true },
  { id: 'promo', label: 'Promotions', icon: <Icon name="gift" />, href: '#promotions' },
  { id: 'wallet', label: 'Deposit', icon: <Icon name="wallet" />, href: '#wallet' },
  { id: 'service', label: 'Service', icon: <Icon name="service" />, onClick: () => {} },
  { id: 'member', label: 'Mine', icon: <Icon name="user" />, href: '#member' },
];

const meta = {
  title: 'UI/FooterMenu',
  component: FooterMenu,
  args: { ariaLabel: 'Main menu', items },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FooterMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeActive: Story = {};
export const WithUnread: Story = {
  args: { items: items.map((item) => (item.id === 'service' ? { ...item, badge: 5 } : item.id === 'member' ? { ...item, badge: 120 } : item)) },
};
export const LongLabels: Story = {
  args: { items: items.map((item) => ({ ...item, label: `${item.label} centre of the site` })) },
  decorators: [narrowFrame],
};
export const Dark: Story = { decorators: [darkTheme] };
