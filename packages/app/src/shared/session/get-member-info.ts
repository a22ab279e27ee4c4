import { routes } from '@m/contracts/routes';
import { call } from '../api/client';

/** GET auth.memberInfo. Quiet. */
export const getMemberInfo = () => call(routes.auth.memberInfo);
