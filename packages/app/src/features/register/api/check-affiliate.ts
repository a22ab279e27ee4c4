import { routes } from '@m/contracts/routes';
import { call } from '../../../shared/api/client';

/** resolves when the code is valid; rejects (quietly) with invitation.code.invalid. */
export const checkAffiliate = (code: string, domain: string) => call(routes.register.checkAffiliate, { query: { code, domain } });
