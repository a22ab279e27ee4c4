import { routes } from '@m/contracts/routes';
import { call } from '../api/client';

/** GET auth.captcha: a base64 PNG data URL, the captcha the backend checks next. Quiet; only while the captcha switch is on. */
export const getCaptcha = () => call(routes.auth.captcha);
