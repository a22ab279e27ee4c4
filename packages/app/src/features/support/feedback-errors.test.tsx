import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { engine, loginAs, useWorld as makeWorld } from '../../test/server';

// Lazy chunks and a shared CPU: allow more than the 1 s default.
configure({ asyncUtilTimeout: 5_000 });

describe('feedback form errors', () => {
  it('feedback.submit verify.code.error: a wrong captcha; its message under the captcha, focused there, a new image, the type and remark kept', async () => {
    const world = makeWorld();
    loginAs(world, 'player01');
    renderApp('/m/feedback');
    await userEvent.type(await screen.findByLabelText('Remark'), 'The withdrawal page does not load.');
    await userEvent.click(screen.getByRole('button', { name: /Question type/ }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Question type' })).getByRole('button', { name: 'Withdrawal' }));
    await waitFor(() => expect(engine.world(world).state.captcha).not.toBeNull());
    const first = engine.world(world).state.captcha!.text;
    const captcha = screen.getByLabelText('Captcha');
    // The image shows digits: letters are always wrong.
    await userEvent.type(captcha, 'XXXX');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const message = await screen.findByText('The captcha was wrong. A new image is shown: type its characters.');
    expect(message).toHaveAttribute('role', 'alert');
    expect(captcha).toHaveAccessibleDescription(/^The captcha was wrong\. A new image is shown: type its characters\./);
    await waitFor(() => expect(captcha).toHaveFocus());
    expect(captcha).toHaveValue('');
    await waitFor(() => expect(engine.world(world).state.captcha?.text).not.toBe(first));
    expect(screen.getByLabelText('Remark')).toHaveValue('The withdrawal page does not load.');
    expect(screen.getByRole('button', { name: /Question type/ })).toHaveAccessibleName('Question type Withdrawal');
    expect(engine.world(world).state.support.feedback).toHaveLength(0);
    // The next step: the new image's characters go through.
    await userEvent.type(captcha, engine.world(world).state.captcha!.text);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Sent successfully')).toBeInTheDocument();
  });
});
