import { api, systemStatusOf } from '@m/contracts';
import { defineHandler } from '../handler';

/** System area (contracts api/system.ts): status and settings (A-010, A-152..A-154). */
export const systemHandlers = {
  ...defineHandler(api.system.status, ({ state }) => ({ status: systemStatusOf(state.settings) })),
  ...defineHandler(api.system.settings, ({ state }) => state.settings),
};
