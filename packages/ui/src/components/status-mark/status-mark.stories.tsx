import { type Meta, type StoryObj } from '@storybook/react-vite';
import { inStoryLanguage } from '../../stories/story-language';
import { darkTheme, narrowFrame } from '../../stories/decorators';
import { useStatusMark, type StatusMarkKind } from './status-mark';

/** A button carrying a mark, as the support menu, the notice bar and the lottery tile use it. */
function MarkedButton({ label, kind, description }: { label: string; kind: StatusMarkKind; description: string | null }) {
  const { hostProps, mark } = useStatusMark(kind, { description });
  return (
    <button
      type="button"
      {...hostProps}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        padding: '8px 12px',
        border: '1px solid var(--ui-color-border)',
        borderRadius: 8,
        background: 'var(--ui-color-surface)',
        color: 'var(--ui-color-text)',
        outline: hostProps['data-highlight'] ? '2px solid var(--ui-color-primary)' : undefined,
      }}
    >
      {label}
      {mark}
    </button>
  );
}

const meta = {
  title: 'UI/Status mark',
  tags: ['autodocs'],
  component: MarkedButton,
  argTypes: { kind: { control: 'inline-radio', options: ['unread', 'highlight'] }, description: { control: 'text' } },
  decorators: [inStoryLanguage],
  parameters: {
    docs: {
      description: {
        component:
          "`useStatusMark(kind, { description })` marks an element a screen reader lands on: spread its `hostProps` on it and render its `mark` inside or next to it. The element is described by the mark's hidden text (`aria-describedby`) and carries `data-unread` or `data-highlight`; an unread mark draws the dot. The stories show it on a button, as the support menu, the notice bar and the lottery tile use it.",
      },
    },
  },
  args: { label: 'Announcements', kind: 'unread', description: 'Unread' },
} satisfies Meta<typeof MarkedButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unread dot: the button is described "Unread" and carries data-unread. */
export const UnreadDot: Story = { name: 'Unread dot' };
/** Nothing unread: no dot, no description, no data attribute. */
export const NothingUnread: Story = { name: 'Nothing unread', args: { description: null } };
/** A highlighted tile (G-067): no dot, the element styles itself; described "Draws within 24 hours". */
export const Highlight: Story = { name: 'Highlight', args: { label: 'Fast 3D', kind: 'highlight', description: 'Draws within 24 hours' } };
export const LongText: Story = {
  name: 'Long text',
  args: { label: 'Announcements of the site and the operator', description: 'Unread' },
  decorators: [narrowFrame],
};
export const Dark: Story = { name: 'Dark', decorators: [darkTheme] };
