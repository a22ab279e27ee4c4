import type { HumanCheckVerifyBody } from '@m/contracts';
import { routes } from '@m/contracts/routes';
import { call } from '../api/client';

/** POST humanCheck.verify: a hit answers a one-use humanToken. Quiet: the slider says "try again". */
export const verifyHumanCheck = (body: HumanCheckVerifyBody) => call(routes.humanCheck.verify, { body });
