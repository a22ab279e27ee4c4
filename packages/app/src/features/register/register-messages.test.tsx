import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { useUiStore } from '../../shared/stores/ui-store';
import { renderApp } from '../../test/render-app';
import { engine, useWorld } from '../../test/server';

// Screens load settings, rules and the popup chunk: give them time on a busy machine (the suite runs in parallel).
configure({ asyncUtilTimeout: 5_000 });

/**
 * the format messages of the registration form, each under its own field (the field's
 * accessible description, which is the text shown under it), in a world that shows every field
 * the checklist names: account, password, email, name, birthday, mobile, invitation code, referrer.
 */
function showEveryField(worldId: string): string {
  engine.world(worldId).patch({
    registerSettings: {
      fields: { payeeName: { enabled: true }, recommenderId: { enabled: true }, birthday: { enabled: true, required: true } },
    },
  });
  return worldId;
}

const dialog = (name = 'Register') => screen.findByRole('dialog', { name });
const journal = (worldId: string) => engine.world(worldId).journal.list('register.byUsername');
async function box(name: string) {
  return within(await dialog()).findByRole('textbox', { name });
}
/** Replaces a field's value as a paste does (one input event: many fields to fill on a busy machine). */
async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
  return input;
}
const type = async (name: string, text: string) => fill(await box(name), text);
const typeSecret = async (label: string, text: string) =>
  fill(await within(await dialog()).findByLabelText(label, { selector: 'input' }), text);
const join = async () => userEvent.click(within(await dialog()).getByRole('button', { name: 'Join now' }));

describe('registration format messages (A-070)', () => {
  it('shows the format message of account, password, email, name, birthday, mobile, invitation code and referrer under each field', async () => {
    const worldId = showEveryField(useWorld());
    renderApp('/m/register');
    const fields = {
      account: await type('Username', 'X'),
      password: await typeSecret('Password', 'abc'),
      mobile: await type('Mobile number', '123'),
      email: await type('Email', 'not-an-email'),
      name: await type('Real name', 'x'),
      birthday: await type('Date of birth (YYYY-MM-DD)', '1990-02-30'),
      referrer: await type('Referrer ID', '!!'),
      invitation: await type('Invitation code', '!!'),
    };
    await typeSecret('Confirm password', 'abc');
    await join();
    await waitFor(() =>
      expect(fields.account).toHaveAccessibleDescription('Use 6 to 12 lower-case letters or digits, starting with a letter'),
    );
    expect(fields.password).toHaveAccessibleDescription('Use 6 to 16 characters with at least one letter and one digit');
    expect(fields.mobile).toHaveAccessibleDescription('Enter a mobile number of 9 to 11 digits');
    expect(fields.email).toHaveAccessibleDescription('Enter a valid email address');
    expect(fields.name).toHaveAccessibleDescription('Enter your real name');
    expect(fields.birthday).toHaveAccessibleDescription('Enter a real date of birth as YYYY-MM-DD');
    expect(fields.referrer).toHaveAccessibleDescription('Referrer link error');
    expect(fields.invitation).toHaveAccessibleDescription('Invalid invitation code');
    for (const input of Object.values(fields)) expect(input).toHaveAttribute('aria-invalid', 'true');
    // The first failing field has the focus, and nothing was sent.
    expect(fields.account).toHaveFocus();
    expect(journal(worldId)).toHaveLength(0);
  });

  it('a birthday: malformed, then too young for the minimum age, then an unknown invitation code refused by the server', async () => {
    const worldId = showEveryField(useWorld());
    renderApp('/m/register');
    await type('Username', 'freshman3');
    await typeSecret('Password', 'Secret99');
    await typeSecret('Confirm password', 'Secret99');
    await type('Real name', 'Ana Souza');
    await type('Referrer ID', 'REF123');
    const birthday = await type('Date of birth (YYYY-MM-DD)', '17/05/1990');
    await join();
    await waitFor(() => expect(birthday).toHaveAccessibleDescription('Enter a real date of birth as YYYY-MM-DD'));
    // The focus follows in the form's effect, after the message has rendered.
    await waitFor(() => expect(birthday).toHaveFocus());
    // A real date, but too recent for the 18 years of settings.info.register.minAge.
    await type('Date of birth (YYYY-MM-DD)', '2020-01-01');
    await join();
    await waitFor(() => expect(birthday).toHaveAccessibleDescription('You must be at least 18 years old to register'));
    expect(journal(worldId)).toHaveLength(0);
    // Every format right: the server refuses the unknown invitation code, shown under its field.
    await type('Date of birth (YYYY-MM-DD)', '1990-05-17');
    const invitation = await type('Invitation code', 'ZZZ999');
    await waitFor(() => expect(engine.world(worldId).state.captcha).not.toBeNull());
    await type('Captcha', engine.world(worldId).state.captcha!.text);
    await join();
    await waitFor(() => expect(invitation).toHaveAccessibleDescription('Invalid invitation code'));
    await waitFor(() => expect(invitation).toHaveFocus());
    expect(journal(worldId)).toHaveLength(1);
    expect(journal(worldId)[0]).toMatchObject({
      code: 'invitation.code.invalid',
      body: { birthday: '1990-05-17', payeeName: 'Ana Souza' },
    });
  });

  it('no birthday field in the default world, and none sent', async () => {
    const worldId = useWorld();
    renderApp('/m/register');
    await type('Username', 'freshman4');
    expect(within(await dialog()).queryByRole('textbox', { name: /birth/ })).toBeNull();
    await typeSecret('Password', 'Secret99');
    await typeSecret('Confirm password', 'Secret99');
    await waitFor(() => expect(engine.world(worldId).state.captcha).not.toBeNull());
    await type('Captcha', engine.world(worldId).state.captcha!.text);
    await join();
    expect(await dialog('Registered successfully')).toBeInTheDocument();
    expect(journal(worldId)[0]!.body).not.toHaveProperty('birthday');
  });

  for (const [language, label, message, join] of [
    ['pt', 'Data de nascimento (AAAA-MM-DD)', 'Informe uma data de nascimento válida no formato AAAA-MM-DD', 'Cadastrar agora'],
    ['vi', 'Ngày sinh (YYYY-MM-DD)', 'Nhập ngày sinh hợp lệ theo dạng YYYY-MM-DD', 'Tham gia ngay'],
  ] as const) {
    it(`the birthday label and format message in ${language.toUpperCase()}`, async () => {
      useUiStore.getState().setLanguage(language);
      await changeLanguage(language);
      showEveryField(useWorld());
      renderApp('/m/register');
      const birthday = await screen.findByRole('textbox', { name: label });
      await fill(birthday, '1990-13-01');
      await userEvent.click(screen.getByRole('button', { name: join }));
      await waitFor(() => expect(birthday).toHaveAccessibleDescription(message));
    });
  }
});
