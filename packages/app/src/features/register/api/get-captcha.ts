import { routes } from '@m/contracts/routes';
import { call } from '../../../shared/api/client';

/** the registration captcha image (only while the CAPTCHA switch is on). */
export const getRegisterCaptcha = () => call(routes.auth.captcha);
