import type { SmsSendBody } from '@m/contracts';
import { routes } from '@m/contracts/routes';
import { call, type CallOptions } from '../api/client';

/** POST sms.send: answers { expirationTime } from the backend clock. */
export const sendSmsCode = (body: SmsSendBody, opts?: CallOptions) => call(routes.sms.send, { body }, opts);
