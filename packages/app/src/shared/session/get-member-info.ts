import { routes } from '@m/contracts/routes';
import { call } from '../api/client';

/** GET auth.memberInfo. Quiet. `token`: ask about a token that is not the stored session's (a URL token). */
export const getMemberInfo = (token?: string) => call(routes.auth.memberInfo, {}, token === undefined ? {} : { token });
