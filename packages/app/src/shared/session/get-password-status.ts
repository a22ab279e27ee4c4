import { routes } from '@m/contracts/routes';
import { call } from '../api/client';

/** first-login or expired: picks the change-password title. */
export const getPasswordStatus = () => call(routes.password.status);
