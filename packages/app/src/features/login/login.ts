import type { LoginBody } from '@m/contracts';
import { routes } from '@m/contracts/routes';
import { call } from '../../shared/api/client';

/** POST auth.login: the client encrypts the body and sets the encryption header. */
export const login = (body: LoginBody) => call(routes.auth.login, { body });
