import { type Meta, type StoryObj } from '@storybook/react-vite';
import { inStoryLanguage, localise, storyLanguage } from '../../stories/story-language';
import { darkTheme, narrowFrame } from '../../stories/decorators';
import { Button } from './button';

const meta = {
  title: 'UI/Button',
  tags: ['autodocs'],
  component: Button,
  argTypes: { children: { control: 'text' }, onClick: { control: false } },
  decorators: [inStoryLanguage],
  args: { children: 'Login', variant: 'primary', size: 'md' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { name: 'Primary' };
export const Secondary: Story = { name: 'Secondary', args: { variant: 'secondary', children: 'Register' } };
export const Ghost: Story = { name: 'Ghost', args: { variant: 'ghost', children: 'Cancel' } };
export const Link: Story = { name: 'Link', args: { variant: 'link', children: 'Forgot password?' } };
export const Small: Story = { name: 'Small', args: { size: 'sm' } };
export const Block: Story = { name: 'Block', args: { block: true, children: 'Join now' } };
export const Loading: Story = { name: 'Loading', args: { loading: true, children: 'Please wait' } };
export const Disabled: Story = { name: 'Disabled', args: { disabled: true, children: 'Join now' } };
export const LongText: Story = {
  name: 'Long text',
  args: { block: true, children: 'I am at least 18 years old and accept the terms and the privacy policy' },
  decorators: [narrowFrame],
};

const all = (
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
    <Button>Primary</Button>
    <Button variant="secondary">Secondary</Button>
    <Button variant="ghost">Ghost</Button>
    <Button variant="link">Link</Button>
    <Button loading>Loading</Button>
    <Button disabled>Disabled</Button>
  </div>
);

export const AllVariantsDark: Story = {
  name: 'All variants, dark',
  render: (_args, { globals }) => localise(all, storyLanguage(globals)),
  decorators: [darkTheme],
};
