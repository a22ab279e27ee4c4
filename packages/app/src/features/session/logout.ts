import { routes } from '@m/contracts/routes';
import { call } from '../../shared/api/client';

/** DELETE auth.logout: the token dies on the backend. Quiet: logout ends locally anyway. */
export const logout = () => call(routes.auth.logout);
