import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/story-providers';
import { LoadView } from './load-view';
import type { LoadResult } from './query-cache';

const state = (s: Partial<LoadResult<string>>): LoadResult<string> => ({
  status: 'loading',
  data: null,
  loading: true,
  failure: null,
  reload: () => {},
  set: () => {},
  ...s,
});

/** The loading, failure, empty and content states every loaded page shares (member, agent and support pages). */
const meta = {
  title: 'Site/Loading and load errors',
  component: LoadView<string>,
  decorators: [(Story) => <StoryProviders>{<Story />}</StoryProviders>],
  args: { state: state({}), children: (d: string) => <p>{d}</p> },
} satisfies Meta<typeof LoadView<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { name: 'Loading', parameters: { staysBusy: true } };
export const Failed: Story = {
  name: 'Failed, tap to retry',
  args: { state: state({ status: 'error', loading: false, failure: 'failed' }) },
};
export const NetworkFailed: Story = {
  name: 'Connection lost, tap to retry',
  args: { state: state({ status: 'error', loading: false, failure: 'network' }) },
};
export const Loaded: Story = { name: 'Loaded', args: { state: state({ status: 'ok', data: 'Loaded content', loading: false }) } };
/** The answer holds nothing: the empty slot instead of the content. */
export const Empty: Story = {
  name: 'Nothing to show',
  args: { state: state({ status: 'ok', data: '', loading: false }), isEmpty: (d: string) => d === '', empty: <p>Nothing yet</p> },
};
/** A next page failed: the items stay, the failure (here the network's) under them. */
export const MoreFailed: Story = {
  name: 'Next page failed',
  args: { state: state({ status: 'error', data: 'Loaded content', loading: false, failure: 'network' }) },
};
