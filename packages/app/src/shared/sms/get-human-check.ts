import { routes } from '@m/contracts/routes';
import { call } from '../api/client';

/** GET humanCheck.challenge: where the slider piece must go. */
export const getHumanCheck = () => call(routes.humanCheck.challenge, { query: { purpose: 'sms' } });
