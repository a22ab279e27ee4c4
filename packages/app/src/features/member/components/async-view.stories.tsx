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
    state: { data: null, loading: true, error: null, reload: () => {}, setData: () => {} },
    children: (d: string) => <p>{d}</p>,
  },
} satisfies Meta<typeof AsyncView<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { parameters: { staysBusy: true } };
export const Failed: Story = { args: { state: { data: null, loading: false, error: new Error('x'), reload: () => {}, setData: () => {} } } };
export const Loaded: Story = { args: { state: { data: 'Loaded content', loading: false, error: null, reload: () => {}, setData: () => {} } } };
