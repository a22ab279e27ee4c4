import type {
  ChangePasswordBody,
  ChangePasswordValue,
  ForgotByEmailBody,
  ForgotByEmailValue,
  PasswordStatusValue,
  SetPasswordByPhoneBody,
  SetPasswordByPhoneValue,
} from '../api/password';
import { defineRoute } from '../endpoint';

/** Passwords (A-071..A-092): change (v2), its status, forgot by email, set by phone. */
export const passwordRoutes = {
  status: defineRoute<{ value: PasswordStatusValue }>({
    id: 'password.status',
    method: 'GET',
    path: '/api/password/status',
    auth: true,
    quiet: true,
    encrypted: false,
  }),
  change: defineRoute<{ body: ChangePasswordBody; value: ChangePasswordValue }>({
    id: 'password.change',
    method: 'POST',
    path: '/api/password/v2/change',
    auth: true,
    quiet: false,
    encrypted: false,
  }),
  forgotByEmail: defineRoute<{ body: ForgotByEmailBody; value: ForgotByEmailValue }>({
    id: 'password.forgotByEmail',
    method: 'POST',
    path: '/api/password/forgot/email',
    auth: false,
    quiet: false,
    encrypted: false,
    bodyType: 'form',
  }),
  setByPhone: defineRoute<{ body: SetPasswordByPhoneBody; value: SetPasswordByPhoneValue }>({
    id: 'password.setByPhone',
    method: 'POST',
    path: '/api/password/phone',
    auth: false,
    // The popup reacts itself: clears a field by the code and shows the text.
    quiet: true,
    encrypted: true,
  }),
};
