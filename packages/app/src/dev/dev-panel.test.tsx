import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../shared/stores/session-store';
import { serverNow } from '../shared/time/server-clock';
import { control, engine, useWorld } from '../test/server';
import { DevPanel } from './dev-panel';

// The dev panel, over the real control API (MSW) of a fresh world.

async function openPanel(worldId: string) {
  const reload = vi.fn();
  render(<DevPanel control={control} worldId={worldId} reload={reload} />);
  await userEvent.click(screen.getByRole('button', { name: 'DEV' }));
  const panel = await screen.findByRole('region', { name: 'Simulator dev panel' });
  await within(panel).findByText(/seed 42/);
  return { panel, reload };
}

describe('DevPanel', () => {
  it('shows the world, seed, scenario and time; moves the clock by steps, to a set instant and to the next draw', async () => {
    const id = useWorld('lottery-draw-imminent');
    const { panel } = await openPanel(id);
    expect(within(panel).getByText('lottery-draw-imminent', { selector: 'strong' })).toBeInTheDocument();
    expect(within(panel).getByText(/2026-01-05T12:00:00.000Z \(frozen\)/)).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: '+10 s' }));
    expect(await within(panel).findByText(/12:00:10.000Z/)).toBeInTheDocument();
    expect(engine.world(id).clock.now()).toBe(Date.parse('2026-01-05T12:00:10Z'));
    // The page follows the move at once, frozen as the world is: no reload, no wait for a call.
    expect(serverNow()).toBe(Date.parse('2026-01-05T12:00:10Z'));

    // FAST1 draws every 10 s at offset 5 in this scenario: the next draw after 12:00:10 is 12:00:15.
    await userEvent.click(within(panel).getByRole('button', { name: 'To the next draw' }));
    expect(await within(panel).findByText('next draw: 1-Minute Lotto')).toBeInTheDocument();
    expect(engine.world(id).clock.now()).toBe(Date.parse('2026-01-05T12:00:15Z'));

    const input = within(panel).getByLabelText('Set clock (UTC)');
    fireEvent.change(input, { target: { value: '2026-01-06T08:30:00' } });
    await userEvent.click(within(panel).getByRole('button', { name: 'Set' }));
    await within(panel).findByText('set clock: done');
    expect(engine.world(id).clock.now()).toBe(Date.parse('2026-01-06T08:30:00Z'));
    expect(serverNow()).toBe(Date.parse('2026-01-06T08:30:00Z'));
  });

  it('New world: the world as seeded again, signed out, then the page reloads', async () => {
    const id = useWorld('maintenance');
    engine.world(id).clock.advance(60_000);
    useSessionStore.getState().setSession({
      token: engine.world(id).openSession('player01'),
      merchantCode: 'm',
      userName: 'player01',
      type: 0,
      firstTimeLogin: false,
    });
    const { panel, reload } = await openPanel(id);
    await userEvent.click(within(panel).getByRole('button', { name: 'New world' }));
    await within(panel).findByText('new world: done');
    expect(engine.world(id).clock.now()).toBe(Date.parse('2026-01-05T12:00:00Z'));
    expect(useSessionStore.getState().session).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('logs in as a well-known account, toggles the site status, and shows peek answers and the journal', async () => {
    const id = useWorld();
    engine.world(id).state.captcha = { text: 'AB12', issuedAt: 0 };
    await control.presetSms(id, { mobileNum: '912345678', code: '246810' });
    const { panel, reload } = await openPanel(id);
    expect(within(panel).getByText('Captcha: AB12')).toBeInTheDocument();
    expect(within(panel).getByText('SMS 912345678: 246810')).toBeInTheDocument();

    await userEvent.selectOptions(within(panel).getByLabelText('Log in as'), 'player01');
    await userEvent.click(within(panel).getByRole('button', { name: 'Log in' }));
    await within(panel).findByText('login player01: done');
    expect(useSessionStore.getState().session).toMatchObject({ userName: 'player01', merchantCode: engine.world(id).state.merchantCode });
    expect(reload).toHaveBeenCalledTimes(1);

    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Maintenance' }));
    await within(panel).findByText('maintenance: done');
    expect(engine.world(id).state.settings.maintenance).toBe(true);

    await fetch('/api/system/status');
    await userEvent.click(within(panel).getByRole('button', { name: 'Refresh' }));
    const journal = within(panel).getByRole('region', { name: 'Journal' });
    expect(await within(journal).findByText(/GET \/api\/system\/status → 200 OK/)).toBeInTheDocument();
  });

  it('shows the contract coverage of its world: endpoints called, codes seen and never seen', async () => {
    const id = useWorld();
    await fetch('/api/system/status');
    // No token: the session is checked before the body, so this call is answered not.logged.in.
    await fetch('/api/promotions/read', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ promotionId: 1, zzz: 2 }),
    });
    const { panel } = await openPanel(id);
    const coverage = within(panel).getByRole('region', { name: 'Contract coverage' });
    expect(within(coverage).getByText(/^contract coverage: 2\/\d+ endpoints called/)).toBeInTheDocument();
    expect(within(coverage).getByText(/^system\.status: 1 calls, seen no error; never bad\.request$/)).toBeInTheDocument();
    expect(
      within(coverage).getByText(
        /^promotions\.markRead: 1 calls, seen not\.logged\.in; never bad\.request, logged\.out, promotion\.not\.found$/,
      ),
    ).toBeInTheDocument();
  });
});
