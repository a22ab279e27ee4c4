import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryProviders } from '../../../test/story-providers';
import { AddToHomePopupView, InstallGuideView } from './download-bar';

/** Adding the site to the home screen: the iOS guide and the Android popup. */
const meta = {
  title: 'Support/Install guide',
  decorators: [(Story) => <StoryProviders>{<Story />}</StoryProviders>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const InstallGuideIos: Story = {
  name: 'iOS',
  render: () => <InstallGuideView open device={{ ios: true, iosVersion: [16, 0] }} imageBase="/cdn" onDone={fn()} onClose={fn()} />,
};
export const InstallGuideOldIosTips: Story = {
  name: 'iOS before 12.2, with tips',
  render: () => <InstallGuideView open device={{ ios: true, iosVersion: [12, 1] }} imageBase="/cdn" onDone={fn()} onClose={fn()} />,
};
/** Android has no guide steps: the add-to-home-screen popup opens directly. */
export const AddToHomeAndroid: Story = {
  name: 'Android, add to home screen',
  render: () => <AddToHomePopupView open ios={false} onClose={fn()} />,
};
