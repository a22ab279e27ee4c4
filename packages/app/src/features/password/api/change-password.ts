import { type ChangePasswordBody } from '@m/contracts';
import { routes } from '@m/contracts/routes';
import { call, type CallOptions } from '../../../shared/api/client';

/** change password v2. */
export const changePassword = (body: ChangePasswordBody, opts?: CallOptions) => call(routes.password.change, { body }, opts);
