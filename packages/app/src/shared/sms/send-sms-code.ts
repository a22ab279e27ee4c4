import type { SmsSendBody } from '@m/contracts';
import { routes } from '@m/contracts/routes';
import { call } from '../api/client';

/** POST sms.send: answers { expirationTime } from the backend clock. */
export const sendSmsCode = (body: SmsSendBody) => call(routes.sms.send, { body });
