import { type Meta, type StoryObj } from '@storybook/react-vite';
import { inStoryLanguage, useStoryText } from '../../stories/story-language';
import { useState } from 'react';
import { darkTheme, mobileFrame, narrowFrame } from '../../stories/decorators';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';
import { IconButton } from '../icon-button/icon-button';
import { LanguageSwitch } from '../language-switch/language-switch';
import { HomeHeader } from './home-header';

function Language() {
  const [value, setValue] = useState('en');
  const t = useStoryText();
  return (
    <LanguageSwitch
      label={t('Language')}
      value={value}
      onChange={setValue}
      options={[
        { value: 'en', label: 'EN' },
        { value: 'pt', label: 'PT' },
        { value: 'vi', label: 'VI' },
      ]}
    />
  );
}

const logo = (
  <span style={{ fontWeight: 800, fontSize: 20, color: 'var(--ui-color-primary)' }} aria-hidden="true">
    LOTTO<span style={{ color: 'var(--ui-color-text)' }}>88</span>
  </span>
);

const guestActions = (
  <>
    <Button size="sm">Login</Button>
    <Button size="sm" variant="secondary">
      Register
    </Button>
  </>
);

const meta = {
  title: 'UI/Home header',
  tags: ['autodocs'],
  component: HomeHeader,
  argTypes: {
    logo: { control: false },
    languageControl: { control: false },
    actions: { control: false },
    onLogoClick: { control: false },
    onMenuClick: { control: false },
  },
  decorators: [inStoryLanguage, mobileFrame],
  // Edge to edge, as the site shows it: the header is the phone's full width.
  parameters: { layout: 'fullscreen' },
  args: {
    logo,
    logoLabel: 'Home',
    onLogoClick: () => {},
    menuLabel: 'Open side menu',
    onMenuClick: () => {},
    languageControl: <Language />,
    actions: guestActions,
  },
} satisfies Meta<typeof HomeHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = { name: 'Guest' };
export const Member: Story = {
  name: 'Member',
  args: { actions: <IconButton label="Member centre" icon={<Icon name="user" />} /> },
};
export const WithoutLanguage: Story = { name: 'Without language', args: { languageControl: undefined } };
export const Narrow: Story = { name: 'Narrow', decorators: [narrowFrame] };
export const Dark: Story = { name: 'Dark', decorators: [darkTheme] };
