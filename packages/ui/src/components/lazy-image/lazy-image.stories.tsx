import { type Meta, type StoryObj } from '@storybook/react-vite';
import { inStoryLanguage, localise, storyLanguage } from '../../stories/story-language';
import { darkTheme } from '../../stories/decorators';
import { LazyImage } from './lazy-image';

/** A self-contained picture so the story works offline. */
const picture =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#b3102a"/><circle cx="80" cy="45" r="28" fill="#f2b705"/><text x="80" y="53" font-size="22" text-anchor="middle" fill="#1b1f24" font-family="sans-serif">777</text></svg>',
  );

const meta = {
  title: 'UI/Lazy image',
  tags: ['autodocs'],
  component: LazyImage,
  argTypes: { onStatusChange: { control: false } },
  decorators: [inStoryLanguage],
  args: { src: picture, alt: 'Lucky 777 slot game', width: 320, height: 180 },
} satisfies Meta<typeof LazyImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loads after the 200 ms lazy-load delay. */
export const Loaded: Story = { name: 'Loaded' };

/** The first CDN fails; the fallback is shown. */
export const FailedWithFallback: Story = {
  name: 'Failed with fallback',
  args: { src: '/missing/banner.png', fallbackSrc: picture, alt: 'Promotion banner' },
};

/** Nothing loads: a neutral placeholder keeps the layout. */
export const FailedPlaceholder: Story = {
  name: 'Failed, placeholder shown',
  args: { src: '/missing/banner.png', alt: 'Promotion banner' },
};

/** Images far below stay pending until scrolled near the viewport (the box takes focus, so a keyboard scrolls it too). */
export const BelowTheFold: Story = {
  name: 'Below the fold',
  render: (args, { globals }) =>
    localise(
      <div tabIndex={0} style={{ height: 300, overflow: 'auto' }}>
        <p style={{ height: 900 }}>Scroll down: the picture starts loading when it comes near.</p>
        <LazyImage {...args} />
      </div>,
      storyLanguage(globals),
    ),
};

export const Dark: Story = { name: 'Dark', args: { src: '/missing/banner.png', alt: 'Promotion banner' }, decorators: [darkTheme] };
