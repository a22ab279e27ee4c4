import type { Meta, StoryObj } from '@storybook/react-vite';
import { withLocalisedArgs } from '../../../test/story-content';
import { StoryProviders } from '../../../test/story-providers';
import { ApplyForm } from './apply-form';
import { pngFile } from './story-data';

/** Activity application: empty, filled, and each refusal (length, type, size, count). */
const meta = {
  title: 'Promotions/Apply form',
  component: ApplyForm,
  decorators: [
    withLocalisedArgs,
    (Story) => (
      <StoryProviders path="/m/activity">
        <Story />
      </StoryProviders>
    ),
  ],
  args: { promo: { id: 1, title: '100% first deposit bonus' }, open: true, onClose: () => {}, onSubmit: async () => {} },
} satisfies Meta<typeof ApplyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Empty form' };
export const Filled: Story = {
  name: 'Filled',
  args: { initialComment: 'Deposit of 100 on Monday', initialFiles: [pngFile('receipt.png'), pngFile('bank.png')] },
};
export const CommentTooLong: Story = { name: 'Comment too long', args: { initialComment: 'x'.repeat(141) } };
export const WrongType: Story = { name: 'Wrong image type', args: { initialError: 'wrongType' } };
export const TooLarge: Story = { name: 'Image too large', args: { initialError: 'tooLarge' } };
export const TooManyImages: Story = {
  name: 'Too many images',
  args: { initialError: 'tooManyImages', initialFiles: [pngFile('1.png'), pngFile('2.png'), pngFile('3.png')] },
};
