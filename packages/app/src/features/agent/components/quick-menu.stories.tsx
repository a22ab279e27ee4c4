import { WHITELABEL_DEFAULTS } from '@m/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../../test/story-providers';
import { QuickMenu } from './quick-menu';

/** Agent quick menu (G-092): entries per flag. */
const meta = {
  title: 'Agent/Quick menu',
  component: QuickMenu,
  decorators: [
    (Story) => (
      <StoryProviders path="/m/agent">
        <Story />
      </StoryProviders>
    ),
  ],
  args: { open: true, whitelabel: { ...WHITELABEL_DEFAULTS }, onClose: () => {}, onChoose: () => {} },
} satisfies Meta<typeof QuickMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllFlags: Story = { name: 'Every entry switched on' };
export const RegisterAndBettingOnly: Story = {
  name: 'Register and betting only',
  args: { whitelabel: { REGCEN: true, TEAMBETTING3: true } },
};
export const NoFlags: Story = { name: 'Every entry switched off', args: { whitelabel: {} } };
