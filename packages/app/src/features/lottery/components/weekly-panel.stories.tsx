import type { Meta, StoryObj } from '@storybook/react-vite';
import { withLocalisedArgs } from '../../../test/story-content';
import { StoryProviders } from '../../../test/story-providers';
import { WeeklyPanel } from './weekly-panel';

/** The weekly panel (G-059): seven day columns, 1 = Sunday; today outlined, the current lottery highlighted. */
const meta = {
  title: 'Lottery/Weekly panel',
  component: WeeklyPanel,
  decorators: [withLocalisedArgs, (Story) => <StoryProviders path="/m/lott">{<Story />}</StoryProviders>],
  args: {
    lotteries: [
      { code: 'VN_NORTH', remark: 'Mien Bac', drawDayOfWeek: '1,2,3,4,5,6,7' },
      { code: 'VN_HCM', remark: 'Ho Chi Minh', drawDayOfWeek: '2,7' },
      { code: 'VN_DANANG', remark: 'Da Nang', drawDayOfWeek: '4,7' },
      { code: 'VN_HUE', remark: 'Thua Thien Hue', drawDayOfWeek: '1,2' },
    ],
    currentCode: 'VN_HCM',
    today: 2,
  },
} satisfies Meta<typeof WeeklyPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Draws of the week' };
export const NothingCurrent: Story = { name: 'Nothing current', args: { currentCode: null, today: 7 } };
