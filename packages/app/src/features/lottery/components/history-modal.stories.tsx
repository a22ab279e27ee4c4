import type { Meta, StoryObj } from '@storybook/react-vite';
import { withLocalisedArgs } from '../../../test/story-content';
import { StoryProviders } from '../../../test/story-providers';
import { HistoryModal } from './history-modal';

/** The draw-history modal (G-062) against the story's simulator world. */
const meta = {
  title: 'Lottery/Draw history',
  component: HistoryModal,
  parameters: { layout: 'fullscreen' },
  decorators: [withLocalisedArgs, (Story) => <StoryProviders path="/m/lott">{<Story />}</StoryProviders>],
  args: {
    open: true,
    onClose: () => {},
    games: [
      { code: 'VN_NORTH', remark: 'Mien Bac' },
      { code: 'VN_HCM', remark: 'Ho Chi Minh' },
      { code: 'FAST1', remark: '1-Minute Lotto' },
    ],
    initialCode: 'FAST1',
  },
} satisfies Meta<typeof HistoryModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { name: 'Draw history open' };
