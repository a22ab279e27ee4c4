import { type SetPasswordByPhoneBody } from '@m/contracts';
import { routes } from '@m/contracts/routes';
import { call } from '../../../../shared/api/client';

/** encrypted JSON, no token; success answers a session. Quiet: the form reacts. */
export const setPasswordByPhone = (body: SetPasswordByPhoneBody) => call(routes.password.setByPhone, { body });
