import { type SetPasswordByPhoneBody } from '@m/contracts';
import { routes } from '@m/contracts/routes';
import { call, type CallOptions } from '../../../../shared/api/client';

/** encrypted JSON, no token; success answers a session. Quiet: the form reacts. */
export const setPasswordByPhone = (body: SetPasswordByPhoneBody, opts?: CallOptions) => call(routes.password.setByPhone, { body }, opts);
