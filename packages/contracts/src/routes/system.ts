import type { Settings, SystemStatusValue } from '../api/system';
import { defineRoute } from '../endpoint';

/** System status and settings. */
export const systemRoutes = {
  status: defineRoute<{ value: SystemStatusValue }>({
    id: 'system.status',
    method: 'GET',
    path: '/api/system/status',
    auth: false,
    quiet: true,
    encrypted: false,
  }),
  settings: defineRoute<{ value: Settings }>({
    id: 'system.settings',
    method: 'GET',
    path: '/api/system/settings',
    auth: false,
    quiet: true,
    encrypted: false,
  }),
};
