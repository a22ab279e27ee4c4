/**
 * a word-character local part, an optional dotted part, '@', a domain, and a suffix of 2-3
 * characters repeated 1-3 times (player01@example.com, a.b@mail.com.br).
 */
export const FORGOT_EMAIL_PATTERN = /^\w+(\.\w+)?@[A-Za-z0-9-]+(\.[A-Za-z0-9]{2,3}){1,3}$/;

/** The i18n key of the failing email message, or null when the trimmed value is valid. */
export function checkForgotEmail(email: string): string | null {
  const v = email.trim();
  return v && FORGOT_EMAIL_PATTERN.test(v) ? null : 'in_email_incorrect';
}
