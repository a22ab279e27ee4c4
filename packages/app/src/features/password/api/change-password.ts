import { type ChangePasswordBody } from '@m/contracts';
import { routes } from '@m/contracts/routes';
import { call } from '../../../shared/api/client';

/** change password v2. */
export const changePassword = (body: ChangePasswordBody) => call(routes.password.change, { body });
