import { routes } from '@m/contracts/routes';
import { type RegisterBody } from '@m/contracts';
import { call } from '../../../shared/api/client';

/** PUT, encrypted body, no token; quiet (the form shows its refusals, reactToError); the account name is generated. */
export const registerByMobile = (body: RegisterBody) => call(routes.register.byMobile, { body }, { quiet: true });
