import { type Meta, type StoryObj } from '@storybook/react-vite';
import { inStoryLanguage } from '../../stories/story-language';
import { darkTheme, mobileFrame } from '../../stories/decorators';
import { Badge } from '../badge/badge';
import { Icon } from '../icon/icon';
import { List, ListRow } from './list';

const meta = {
  title: 'UI/List',
  tags: ['autodocs'],
  component: List,
  argTypes: { children: { control: false } },
  decorators: [inStoryLanguage, mobileFrame],
  args: {
    variant: 'inset',
    'aria-label': 'Records',
    children: (
      <>
        <li>
          <ListRow leading={<Icon name="wallet" />} title="Deposit" description="5 Jan 2026, 11:58 · Done" trailing="+200.00" />
        </li>
        <li>
          <ListRow leading={<Icon name="wallet" />} title="Withdrawal" description="4 Jan 2026, 09:12 · Pending" trailing="-50.00" />
        </li>
        <li>
          <ListRow as="button" type="button" leading={<Icon name="mail" />} title="Messages" trailing={<Badge count={3} />} chevron />
        </li>
      </>
    ),
  },
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inset: Story = { name: 'Inset' };
export const Plain: Story = { name: 'Plain', args: { variant: 'plain' } };
export const Dark: Story = { name: 'Dark', decorators: [darkTheme, mobileFrame] };
