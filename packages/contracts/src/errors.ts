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
  // Account (login, captcha, SMS, registration, passwords).
  'password.wrong': { status: 400, i18nKey: 'errors.password_wrong', reaction: 'toast' },
  'captcha.required': { status: 400, i18nKey: 'errors.captcha_required', reaction: 'field' },
  'account.locked': { status: 423, i18nKey: 'errors.account_locked', reaction: 'toast' },
  'sms.code.expired': { status: 400, i18nKey: 'errors.sms_code_expired', reaction: 'field' },
  'sms.too.frequent': { status: 429, i18nKey: 'errors.sms_too_frequent', reaction: 'toast' },
  'human.check.failed': { status: 400, i18nKey: 'errors.human_check_failed', reaction: 'toast' },
  'modify.new.old.same': { status: 400, i18nKey: 'errors.modify_new_old_same', reaction: 'field' },
  'password.old.wrong': { status: 400, i18nKey: 'errors.password_old_wrong', reaction: 'field' },
  'email.not.match': { status: 400, i18nKey: 'errors.email_not_match', reaction: 'field' },
  'mobile.exists': { status: 409, i18nKey: 'errors.mobile_exists', reaction: 'field' },
  // Games and lottery.
  'lottery.closed': { status: 400, i18nKey: 'errors.lottery_closed', reaction: 'toast' },
  'game.not.found': { status: 404, i18nKey: 'errors.game_not_found', reaction: 'toast' },
  // Promotions and agent (G-084, A-166, G-101).
  'promotion.not.found': { status: 404, i18nKey: 'errors.promotion_not_found', reaction: 'toast' },
  'promotion.not.available': { status: 409, i18nKey: 'errors.promotion_not_available', reaction: 'toast' },
  'contract.not.offered': { status: 409, i18nKey: 'errors.contract_not_offered', reaction: 'toast' },
  // Wallet and member centre.
  'amount.invalid': { status: 400, i18nKey: 'errors.amount_invalid', reaction: 'field' },
  'balance.insufficient': { status: 400, i18nKey: 'errors.balance_insufficient', reaction: 'field' },
  'reward.unavailable': { status: 409, i18nKey: 'errors.reward_unavailable', reaction: 'toast' },
} as const satisfies Record<string, ErrorCodeRow>;

export type ErrorCode = keyof typeof ERROR_CODES;
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_CODES, code);

/** The row for a code; unknown codes from a real backend fall back to `unknown`. */
export const errorRow = (code: string): ErrorCodeRow => (isErrorCode(code) ? ERROR_CODES[code] : ERROR_CODES.unknown);
