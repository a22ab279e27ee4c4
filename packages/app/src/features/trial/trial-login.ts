import { routes } from '@m/contracts/routes';
import { call } from '../../shared/api/client';

/** POST auth.trialLogin: a new type-4 account and its session. */
export const trialLogin = () => call(routes.auth.trialLogin);
