import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../../test/story-providers';
import { AsyncView } from './async-view';
import '../member.css';

/** The loading and failure states every member page shares. */
const meta = {
  title: 'App/Member/AsyncView',
  component: AsyncView<string>,
  decorators: [(Story) => <StoryProviders>{<Story />}</StoryProviders>],
  args: {
    state: { status: 'loading', data: null, loading: true, failure: null, reload: () => {}, set: () => {} },
    children: (d: string) => <p>{d}</p>,
  },
} satisfies Meta<typeof AsyncView<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { parameters: { staysBusy: true } };
export const Failed: Story = {
  args: { state: { status: 'error', data: null, loading: false, failure: 'failed', reload: () => {}, set: () => {} } },
};
export const Loaded: Story = {
  args: { state: { status: 'ok', data: 'Loaded content', loading: false, failure: null, reload: () => {}, set: () => {} } },
};
