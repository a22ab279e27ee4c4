import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { addFaults, engine, loginAs, useWorld as makeWorld } from '../../test/server';

configure({ asyncUtilTimeout: 5_000 });

/** player01 on /m/set, the nickname field once it shows the profile's nickname. */
async function openSettings(faults: Parameters<typeof addFaults>[1] = []) {
  const id = makeWorld();
  loginAs(id, 'player01');
  await addFaults(id, faults);
  renderApp('/m/set');
  const field = await screen.findByRole('textbox', { name: 'Nickname' });
  const nickname = engine.world(id).state.users.player01!.nickname;
  await waitFor(() => expect(field).toHaveValue(nickname));
  return { id, field, nickname };
}

describe('/m/set nickname form (A-018)', () => {
  it('an empty nickname is refused under the field, marked invalid, and nothing is sent', async () => {
    const { id, field, nickname } = await openSettings();
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a nickname');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Enter a nickname');
    expect(engine.world(id).state.users.player01!.nickname).toBe(nickname);
  });

  it('saves the trimmed nickname: "Saved", the field shows it, the message of a refusal before is gone', async () => {
    const { id, field } = await openSettings();
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save nickname' }));
    await screen.findByText('Enter a nickname');
    await userEvent.type(field, '  Lucky Star ');
    await userEvent.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await waitFor(() => expect(engine.world(id).state.users.player01!.nickname).toBe('Lucky Star'));
    expect(field).toHaveValue('Lucky Star');
    expect(screen.queryByText('Enter a nickname')).toBeNull();
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('a failed save keeps what was typed and the button can be pressed again', async () => {
    const { field } = await openSettings([{ endpoint: 'member.setNickname', drop: true, times: 1 }]);
    await userEvent.clear(field);
    await userEvent.type(field, 'Typed Name');
    const save = screen.getByRole('button', { name: 'Save nickname' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toBeEnabled());
    expect(field).toHaveValue('Typed Name');
    await userEvent.click(save);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(field).toHaveValue('Typed Name');
  });
});
