import { type Meta, type StoryObj } from '@storybook/react-vite';
import { inStoryLanguage } from '../../stories/story-language';
import { darkTheme, mobileFrame } from '../../stories/decorators';
import { Button } from '../button/button';
import { BrandMark } from '../brand/brand';
import { List, ListRow } from '../list/list';
import { Card } from './card';

const meta = {
  title: 'UI/Card',
  tags: ['autodocs'],
  component: Card,
  argTypes: {
    title: { control: 'text' },
    subtitle: { control: 'text' },
    media: { control: false },
    action: { control: false },
    children: { control: false },
  },
  decorators: [inStoryLanguage, mobileFrame],
  args: { title: 'Today', children: <p style={{ margin: 0 }}>Deposits 1,200.00 · Bets 3,410.50</p> },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Default' };
export const WithAction: Story = { name: 'With action', args: { title: 'Recent activity', action: <a href="#records">See all</a> } };
export const WithMediaAndSubtitle: Story = {
  name: 'With media and subtitle',
  args: {
    as: 'article',
    title: 'Mega Lotto',
    subtitle: 'Draw 20260105-08 · closes 18:00',
    media: <BrandMark size={40} />,
    action: <Button size="sm">Bet</Button>,
  },
};
export const FlushList: Story = {
  name: 'Flush list',
  args: {
    title: 'Messages',
    flush: true,
    children: (
      <List aria-label="Messages">
        <li>
          <ListRow as="a" href="#1" title="Your weekly rebate is ready" description="9 Jan 2026, 09:30" chevron />
        </li>
        <li>
          <ListRow as="a" href="#2" title="Security notice" description="8 Jan 2026, 18:05" chevron />
        </li>
      </List>
    ),
  },
};
export const NoHeader: Story = { name: 'No header', args: { title: undefined } };
export const Dark: Story = { ...FlushList, name: 'Dark', decorators: [darkTheme, mobileFrame] };
