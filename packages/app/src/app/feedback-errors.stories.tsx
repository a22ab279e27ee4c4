import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { translate } from '../shared/i18n/i18n';
import { AppAt } from '../test/story-providers';
import { FIRST_SCREEN_TIMEOUT_MS } from '../test/story-waits';
import { StoryMember } from '../features/member/testing';

/**
 * What the feedback form shows when feedback.submit refuses (docs/decisions/front-end.md "Form
 * errors"), as player01 on the story's own world, by the simulator's own rules: the captcha image
 * shows digits, so letters are always a wrong answer.
 */
const meta = {
  title: 'Support/Feedback',
  tags: ['error-state'],
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <StoryMember>{<Story />}</StoryMember>],
  args: { path: '/m/feedback' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** feedback.submit verify.code.error: the message under the captcha, a new image, the type and remark kept. */
export const VerifyCodeError: Story = {
  name: 'Wrong captcha',
  play: async () => {
    const page = within(document.body);
    const remark = await page.findByLabelText(translate('support.feedback.remark_label'), {}, { timeout: FIRST_SCREEN_TIMEOUT_MS });
    await userEvent.type(remark, 'The withdrawal page does not load.');
    await userEvent.click(page.getByRole('button', { name: new RegExp(translate('support.feedback.type_label')) }));
    const picker = await page.findByRole('dialog', { name: translate('support.feedback.type_label') });
    await userEvent.click(within(picker).getByRole('button', { name: translate('support.feedback.types.2') }));
    await page.findByRole('img', { name: translate('support.feedback.captcha_image') });
    await userEvent.type(page.getByLabelText(translate('support.feedback.captcha_label')), 'XXXX');
    await userEvent.click(page.getByRole('button', { name: translate('support.feedback.submit') }));
    await expect(await page.findByText(translate('support.feedback.captcha_wrong'))).toBeInTheDocument();
  },
};
