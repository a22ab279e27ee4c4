import { type Meta, type StoryObj } from '@storybook/react-vite';
import { inStoryLanguage } from '../../stories/story-language';
import { useState } from 'react';
import { darkTheme } from '../../stories/decorators';
import { LanguageSwitch, type LanguageSwitchProps } from './language-switch';

function Controlled(props: LanguageSwitchProps) {
  const [value, setValue] = useState(props.value);
  return <LanguageSwitch {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'UI/Language switch',
  tags: ['autodocs'],
  component: LanguageSwitch,
  argTypes: { value: { control: 'inline-radio', options: ['en', 'pt', 'vi'] }, onChange: { control: false } },
  decorators: [inStoryLanguage],
  args: {
    label: 'Language',
    value: 'en',
    onChange: () => {},
    options: [
      { value: 'en', label: 'EN' },
      { value: 'pt', label: 'PT' },
      { value: 'vi', label: 'VI' },
    ],
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Compact: Story = { name: 'Compact' };
export const FullNames: Story = {
  name: 'Full names',
  args: {
    value: 'vi',
    options: [
      { value: 'en', label: 'English' },
      { value: 'pt', label: 'Português' },
      { value: 'vi', label: 'Tiếng Việt' },
    ],
  },
};
export const Dark: Story = { name: 'Dark', decorators: [darkTheme] };
