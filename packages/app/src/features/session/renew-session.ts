import { routes } from '@m/contracts/routes';
import { call } from '../../shared/api/client';

/** POST auth.renew: extends a restored session from the backend clock. Quiet. */
export const renewSession = () => call(routes.auth.renew);
