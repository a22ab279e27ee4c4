import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { translate } from '../../shared/i18n/i18n';
import { AppLoggedInAs } from '../../shared/story-session';
import { FIRST_SCREEN_TIMEOUT_MS } from '../../test/story-waits';

/**
 * What the change-password form shows for each answer of password.change that changes it (A-079;
 * docs/decisions/front-end.md "Form errors"), as newbie01 on the story's own world. The old
 * password refused comes from the simulator's rule (a wrong old password); the same-password
 * answer, which the form's own check stops first, and the 5xx from a one-shot fault.
 */
const meta = {
  title: 'Account/Password',
  tags: ['error-state'],
  component: AppLoggedInAs,
  parameters: { layout: 'fullscreen' },
  args: { username: 'newbie01', path: '/m/changePsw' },
} satisfies Meta<typeof AppLoggedInAs>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await within(document.body).findByRole('dialog', {}, { timeout: FIRST_SCREEN_TIMEOUT_MS }));
const secret = async (name: string) => (await dialog()).findByLabelText(translate(name), { selector: 'input' });

async function change(oldPassword: string, newPassword: string) {
  await userEvent.type(await secret('password.oldPassword'), oldPassword);
  await userEvent.type(await secret('password.newPassword'), newPassword);
  await userEvent.type(await secret('password.confirmNewPassword'), newPassword);
  await userEvent.click((await dialog()).getByRole('button', { name: translate('password.submit') }));
}

/** password.change password.old.wrong: under the old password, focused. */
export const OldWrong: Story = {
  name: 'Change password: wrong old password',
  play: async () => {
    await change('Wrong123', 'Fresh123');
    await expect(await (await dialog()).findByText(translate('errors.password_old_wrong'))).toBeInTheDocument();
  },
};

/** password.change modify.new.old.same: under the new password. */
export const NewOldSame: Story = {
  name: 'Change password: new same as old',
  parameters: { simFaults: [{ endpoint: 'password.change', code: 'modify.new.old.same', times: 1 }] },
  play: async () => {
    await change('Test1234', 'Fresh123');
    await expect(await (await dialog()).findByText(translate('errors.modify_new_old_same'))).toBeInTheDocument();
  },
};

/** 5xx: the form alert with Try again and customer service; the passwords stay. */
export const ServerError: Story = {
  name: 'Change password: server error',
  parameters: { simFaults: [{ endpoint: 'password.change', status: 500, times: 1 }] },
  play: async () => {
    await change('Test1234', 'Fresh123');
    await expect(await (await dialog()).findByText(translate('form.server_error'))).toBeInTheDocument();
  },
};
