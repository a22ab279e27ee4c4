import { routes } from '@m/contracts/routes';
import { call } from '../../../shared/api/client';

/** whether a username is free; the form asks when the username field loses focus. */
export const checkUsername = (username: string) => call(routes.register.checkUsername, { query: { username } });
