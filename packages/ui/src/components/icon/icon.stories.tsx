import { type Meta, type StoryObj } from '@storybook/react-vite';
import { inStoryLanguage } from '../../stories/story-language';
import { darkTheme } from '../../stories/decorators';
import { Icon, iconNames } from './icon';

const meta = {
  title: 'UI/Icon',
  tags: ['autodocs'],
  component: Icon,
  decorators: [inStoryLanguage],
  args: { name: 'home', size: 24 },
  argTypes: { size: { control: { type: 'range', min: 12, max: 96, step: 4 } }, name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Default' };

export const WithTitle: Story = { name: 'With title', args: { name: 'warning', title: 'Warning' } };

export const Large: Story = { name: 'Large', args: { name: 'gift', size: 48 } };

const gallery = (
  <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 12, listStyle: 'none', padding: 0 }}>
    {iconNames.map((name) => (
      <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, fontSize: 12 }}>
        <Icon name={name} />
        {name}
      </li>
    ))}
  </ul>
);

export const AllIcons: Story = { name: 'All icons', render: () => gallery };

export const AllIconsDark: Story = { name: 'All icons, dark', render: () => gallery, decorators: [darkTheme] };
