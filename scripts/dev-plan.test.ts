import { describe, expect, it } from 'vitest';
import { mswPlan } from './dev-plan.mjs';

describe('pnpm dev:msw [--site-port M] [--scenario NAME] [--seed N] (scripts/dev-plan.mjs)', () => {
  it('serves on 5173 by default, or on the port of --site-port / SITE_PORT, as pnpm dev does', () => {
    expect(mswPlan([])).toEqual({ sitePort: 5173, siteUrl: 'http://localhost:5173/m/home', siteEnv: { SITE_PORT: '5173' } });
    expect(mswPlan(['--site-port', '5510']).siteUrl).toBe('http://localhost:5510/m/home');
    expect(mswPlan(['--site-port=5511']).sitePort).toBe(5511);
    expect(mswPlan([], { SITE_PORT: '5512' }).sitePort).toBe(5512);
  });

  it("passes the first world's scenario and seed to the page", () => {
    expect(mswPlan(['--scenario', 'maintenance', '--seed=7']).siteEnv).toEqual({
      SITE_PORT: '5173',
      VITE_SIM_SCENARIO: 'maintenance',
      VITE_SIM_SEED: '7',
    });
  });

  it('refuses what does not apply, by name: the simulator port, an unknown flag, a bad port or seed', () => {
    expect(() => mswPlan(['--sim-port', '4010'])).toThrow(/does not apply: the simulator runs in the page/);
    expect(() => mswPlan(['--clock', 'frozen'])).toThrow(/unknown option --clock/);
    expect(() => mswPlan(['--site-port', 'x'])).toThrow(/--site-port must be a port/);
    expect(() => mswPlan(['--seed', '-1'])).toThrow(/--seed must be a whole number/);
    expect(() => mswPlan(['--scenario'])).toThrow(/needs a value/);
  });
});
