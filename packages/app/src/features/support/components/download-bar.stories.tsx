import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryProviders } from '../../../test/story-providers';
import { DownloadBarView, DownloadPopupView } from './download-bar';

/** The bar that offers the app on home, and the popup of its downloads. */
const meta = {
  title: 'Support/Download the app',
  decorators: [(Story) => <StoryProviders>{<Story />}</StoryProviders>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const DownloadBar: Story = { name: 'Download bar', render: () => <DownloadBarView onOpen={fn()} onClose={fn()} /> };
export const DownloadPopup: Story = {
  name: 'Only the Android download available',
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
