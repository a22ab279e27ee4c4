import { routes } from '@m/contracts/routes';
import { call, type CallOptions } from '../../../../shared/api/client';

/** form-encoded, no token; username and email trimmed. */
export const forgotByEmail = (username: string, email: string, opts?: CallOptions) =>
  call(routes.password.forgotByEmail, { body: { username: username.trim(), email: email.trim() } }, opts);
