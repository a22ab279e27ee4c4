import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { translate } from '../../shared/i18n/i18n';
import { FIRST_SCREEN_TIMEOUT_MS } from '../../test/story-waits';
import { guest, screenMeta, type ScreenStory } from '../../test/screen-story';

/** The login popup over home (A-003, A-019..A-041); its states follow: the popup's own stories and what each answer of auth.login shows. */
const meta = {
  title: 'Account/Login',
  tags: ['screen'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

export const Login: ScreenStory = { ...guest('/m/login'), name: 'Login' };

/** captcha-required: one wrong password, and the captcha field with its image is there. */
export const LoginCaptchaRequired = {
  name: 'Captcha after one wrong password',
  ...guest('/m/login', 'captcha-required'),
  play: async () => {
    const page = within(document.body);
    const popup = within(await page.findByRole('dialog', {}, { timeout: FIRST_SCREEN_TIMEOUT_MS }));
    await userEvent.type(popup.getByLabelText(translate('login.username'), { selector: 'input' }), 'player01');
    await userEvent.type(popup.getByLabelText(translate('login.password'), { selector: 'input' }), 'wrong-pass');
    await userEvent.click(popup.getByRole('button', { name: translate('login.submit') }));
    await expect(await popup.findByLabelText(translate('login.captcha'), { selector: 'input' })).toBeInTheDocument();
  },
} satisfies ScreenStory;
