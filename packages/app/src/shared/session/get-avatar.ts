import { routes } from '@m/contracts/routes';
import { call } from '../api/client';

/** GET auth.avatar. Quiet. */
export const getAvatar = () => call(routes.auth.avatar);
