import type { LoginBody } from '@m/contracts';
import { routes } from '@m/contracts/routes';
import { call, type CallOptions } from '../../shared/api/client';

/** POST auth.login: the client encrypts the body and sets the encryption header. */
export const login = (body: LoginBody, opts: CallOptions = {}) => call(routes.auth.login, { body }, opts);
