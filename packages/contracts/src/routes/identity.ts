import type { IdentityConfirmBody, IdentityConfirmValue, IdentitySendBody, IdentitySendValue } from '../api/identity';
import { defineRoute } from '../endpoint';

/**
 * The external phone-identity service (firebase phone auth, A-041 site side): the service sends the
 * SMS and, on confirm, answers an id token the site hands to login, registration or set-password.
 */
export const identityRoutes = {
  // a failed send through the service hides the loading toast silently, so the call is quiet.
  sendCode: defineRoute<{ body: IdentitySendBody; value: IdentitySendValue }>({
    id: 'identity.sendCode',
    method: 'POST',
    path: '/api/identity/phone/send',
    auth: false,
    quiet: true,
    encrypted: false,
  }),
  // Quiet: each form shows the refusal its own way (login: under the code; set password: a toast).
  confirm: defineRoute<{ body: IdentityConfirmBody; value: IdentityConfirmValue }>({
    id: 'identity.confirm',
    method: 'POST',
    path: '/api/identity/phone/confirm',
    auth: false,
    quiet: true,
    encrypted: false,
  }),
};
