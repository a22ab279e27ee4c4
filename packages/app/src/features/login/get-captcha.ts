import { routes } from '@m/contracts/routes';
import { call } from '../../shared/api/client';

/** GET auth.captcha: a base64 PNG data URL. Quiet; only while the captcha switch is on. */
export const getLoginCaptcha = () => call(routes.auth.captcha);
