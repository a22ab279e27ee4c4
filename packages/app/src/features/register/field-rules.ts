import {
  activeRegisterFields,
  registerFieldProblem,
  type RegisterFieldName,
  type RegisterFieldRule,
  type RegisterMethod,
  type RegisterMode,
  type RegisterSettingsValue,
  type Whitelabel,
} from '@m/contracts';
import { validateBirthday } from '../../shared/validation/validate-birthday';

/** Registration rules of the form (A-044..A-053): which fields show and how a value is checked. */

export type ActiveField = RegisterFieldRule & { name: RegisterFieldName };

/** the method toggle shows only when both methods are on. */
export const showModeToggle = (wl: Whitelabel): boolean => wl.USERNAMEREG3 && wl.MOBILENUMREG3;

/** mobile is the default only when mobile registration is on and username registration off. */
export const defaultMode = (wl: Whitelabel): RegisterMode => (wl.MOBILENUMREG3 && !wl.USERNAMEREG3 ? 'mobile' : 'username');

/**
 * The fields of one method after the switches, in the contract's order: the contract's rule,
 * which the simulator applies too (`activeRegisterFields`), with the affiliate code shown only
 * while `affiliateShown`.
 */
export const activeFields = (settings: RegisterSettingsValue, wl: Whitelabel, mode: RegisterMode, affiliateShown: boolean): ActiveField[] =>
  activeRegisterFields(settings.fields, wl, mode, affiliateShown);

/**
 * A-049 (the contract's `registerFieldProblem`): an empty optional field passes; an empty required
 * one or a value that fails the pattern gets the configured message key. Values are trimmed first,
 * and a broken pattern from the server locks nothing.
 */
export const checkField = (rule: Pick<RegisterFieldRule, 'required' | 'pattern' | 'message'>, value: string): string | null =>
  registerFieldProblem(rule, value) === null ? null : rule.message;

/** The message of a birthday too young for the site's minimum age, `{{age}}` filled by the form. */
export const BIRTHDAY_AGE_MESSAGE = 'register.rules.birthday_age';

/**
 * the birthday field's check: its configured rule first (required, shape), then the shared
 * birthday rule: an impossible or future date gets the field's own message, a date too recent for
 * `minAge` the age message.
 */
export function checkBirthdayField(
  rule: Pick<RegisterFieldRule, 'required' | 'pattern' | 'message'>,
  value: string,
  minAge: number,
  now?: number,
): string | null {
  const key = checkField(rule, value);
  if (key) return key;
  const problem = validateBirthday(value, minAge, now);
  if (problem === 'format') return rule.message;
  return problem === 'age' ? BIRTHDAY_AGE_MESSAGE : null;
}

/** confirm is required and must equal the password. */
export function checkConfirm(password: string, confirm: string): string | null {
  if (!confirm) return 'register.in_incorrect_password';
  return confirm === password ? null : 'register.in_confirmation_correct';
}

export interface DeviceContext {
  userAgent: string;
  /** `display-mode: standalone` matches (installed PWA or web clip). */
  standalone: boolean;
  /** iOS's navigator.standalone, or the stored web-clip flag (A§3). */
  webClip: boolean;
}

/** User-agent marker of the platform's own app shell (a WebView), decided with A-066. */
export const APP_SHELL_MARKER = 'MockSiteApp';

/**
 * APP inside the platform's app shell; WEBCLIP for an iOS home-screen web clip; PWA for any
 * other installed (standalone) site; H5 in a browser tab.
 */
export function registerMethodFor(ctx: DeviceContext): RegisterMethod {
  if (ctx.userAgent.includes(APP_SHELL_MARKER)) return 'APP';
  if (ctx.webClip) return 'WEBCLIP';
  if (ctx.standalone) return 'PWA';
  return 'H5';
}
