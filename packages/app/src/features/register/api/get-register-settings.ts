import { routes } from '@m/contracts/routes';
import { call } from '../../../shared/api/client';

/** the per-field registration rules (no token, quiet). */
export const getRegisterSettings = () => call(routes.register.settings);
