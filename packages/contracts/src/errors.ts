/**
 * The error-code table: one row per code the backend answers with, its HTTP
 * status, the i18n key of the text the user reads, and how the site reacts.
 *
 * Reactions:
 * - `toast`   show the translated text in a toast;
 * - `field`   show it under the field named by `value.field` (validation);
 * - `login`   show it and open the login popup (not logged in);
 * - `logout`  clear the session, show it and open the login popup (token dead or logged out);
 * - `status`  the site shows a status page (maintenance, region restriction);
 * - `silent`  nothing is shown (the caller handles it).
 */
export type ErrorReaction = 'toast' | 'field' | 'login' | 'logout' | 'status' | 'silent';

export interface ErrorCodeRow {
  status: number;
  i18nKey: string;
  reaction: ErrorReaction;
}

export const ERROR_CODES = {
  unknown: { status: 500, i18nKey: 'errors.unknown', reaction: 'toast' },
  'url.empty': { status: 404, i18nKey: 'errors.url_empty', reaction: 'toast' },
  'bad.request': { status: 400, i18nKey: 'errors.bad_request', reaction: 'field' },
  'not.logged.in': { status: 401, i18nKey: 'errors.not_logged_in', reaction: 'login' },
  'logged.out': { status: 401, i18nKey: 'errors.logged_out', reaction: 'logout' },
  'verify.code.error': { status: 400, i18nKey: 'errors.verify_code', reaction: 'field' },
  'no.permission': { status: 403, i18nKey: 'errors.no_permission', reaction: 'toast' },
  'user.not.exist': { status: 404, i18nKey: 'errors.user_not_exist', reaction: 'toast' },
  'username.exists': { status: 409, i18nKey: 'errors.username_exists', reaction: 'field' },
  'invitation.code.invalid': { status: 400, i18nKey: 'errors.invitation_code_invalid', reaction: 'field' },
  'referrer.link.error': { status: 400, i18nKey: 'errors.referrer_link', reaction: 'toast' },
  'system.upgrading': { status: 503, i18nKey: 'errors.system_upgrading', reaction: 'toast' },
  maintenance: { status: 503, i18nKey: 'errors.maintenance', reaction: 'status' },
  'region.restricted': { status: 403, i18nKey: 'errors.region_restricted', reaction: 'status' },
  'trial.forbidden': { status: 403, i18nKey: 'errors.trial_forbidden', reaction: 'toast' },
  'not.member': { status: 403, i18nKey: 'errors.not_member', reaction: 'toast' },
  'not.agent': { status: 403, i18nKey: 'errors.not_agent', reaction: 'toast' },
  'too.many.requests': { status: 429, i18nKey: 'errors.too_many_requests', reaction: 'toast' },
} as const satisfies Record<string, ErrorCodeRow>;

export type ErrorCode = keyof typeof ERROR_CODES;
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_CODES, code);

/** The row for a code; unknown codes from a real backend fall back to `unknown`. */
export const errorRow = (code: string): ErrorCodeRow => (isErrorCode(code) ? ERROR_CODES[code] : ERROR_CODES.unknown);
