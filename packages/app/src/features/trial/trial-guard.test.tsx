import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { engine, loginAs, useWorld } from '../../test/server';
import { isTrialForbidden } from './trial-guard';

describe('trial users (A-100)', () => {
  it('are sent home from deposit with the trial text', async () => {
    const worldId = useWorld('trial-user');
    engine.world(worldId).openSession('player01');
    loginAs(worldId, 'trial1');
    const app = renderApp('/m/voucherCenter');
    expect(await screen.findByText('Please login an actual account to use this function')).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
  });

  it('keep games, lottery, promotions and help', () => {
    for (const path of ['/m/lott', '/m/activity', '/m/help', '/m/home']) expect(isTrialForbidden(path)).toBe(false);
    for (const path of ['/m/voucherCenter', '/m/withdraw', '/m/changePsw', '/m/feedback', '/m/agent'])
      expect(isTrialForbidden(path)).toBe(true);
  });
});
