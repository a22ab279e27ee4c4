/**
 * The fields of the registration form the server configures, in display order. Schema-free
 * so the site can read it without TypeBox.
 */
export const REGISTER_FIELD_NAMES = [
  'username',
  'password',
  'paymentPassword',
  'mobileNum',
  'verificationCode',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'birthday',
  'recommenderId',
  'affiliateCode',
] as const;
export type RegisterFieldName = (typeof REGISTER_FIELD_NAMES)[number];

/**
 * Which configured fields each registration method uses: the username form
 * shows every enabled field but the SMS code; the mobile form the number, its code (REGMOBVERF3),
 * a password (MOBILENUMPASSREG3) and the affiliate code. Site and simulator read this one table.
 */
export const REGISTER_METHOD_FIELDS: Readonly<Record<'username' | 'mobile', readonly RegisterFieldName[]>> = {
  username: REGISTER_FIELD_NAMES.filter((n) => n !== 'verificationCode'),
  mobile: ['mobileNum', 'verificationCode', 'password', 'affiliateCode'],
};

export type RegisterMode = keyof typeof REGISTER_METHOD_FIELDS;

/** What the rules below read of a configured field (the contract's RegisterFieldRule, schema-free). */
export interface RegisterFieldRuleShape {
  enabled: boolean;
  required: boolean;
  pattern: string;
}

/** The switches of `settings.info.whitelabel` that change a method's fields. */
export interface RegisterFieldSwitches {
  REGMOBVERF3: boolean;
  MOBILENUMPASSREG3: boolean;
}

/**
 * The fields a method shows and checks, with their rules, after the switches, in the table's order
 * the SMS code only with REGMOBVERF3 (then required), the mobile form's
 * password only with MOBILENUMPASSREG3 (then required), the mobile number required on the mobile
 * form, the affiliate code only while `affiliateShown` (the simulator: AFFILIATEFIELD; the site:
 * also hidden while a URL brings the code) and enabled. The site's form and the simulator's
 * register rule both read it.
 */
export function activeRegisterFields<R extends RegisterFieldRuleShape>(
  fields: Readonly<Record<RegisterFieldName, R>>,
  switches: RegisterFieldSwitches,
  mode: RegisterMode,
  affiliateShown: boolean,
): Array<R & { name: RegisterFieldName }> {
  return REGISTER_METHOD_FIELDS[mode].flatMap((name): Array<R & { name: RegisterFieldName }> => {
    const rule = fields[name];
    if (name === 'verificationCode') return switches.REGMOBVERF3 ? [{ name, ...rule, enabled: true, required: true }] : [];
    if (name === 'affiliateCode') return affiliateShown && rule.enabled ? [{ name, ...rule }] : [];
    if (mode === 'mobile' && name === 'mobileNum') return [{ name, ...rule, enabled: true, required: true }];
    if (mode === 'mobile' && name === 'password')
      return switches.MOBILENUMPASSREG3 ? [{ name, ...rule, enabled: true, required: true }] : [];
    return rule.enabled ? [{ name, ...rule }] : [];
  });
}

/** Why a field's value fails its configured rule: empty while required, or not matching its pattern. */
export type RegisterFieldProblem = 'required' | 'pattern';

/**
 * the check of one configured field, on the site and in the simulator. The value is trimmed
 * first; an empty optional field passes. A pattern that does not compile passes too: a broken
 * rule from the server must not lock the form (the simulator refuses such a rule when it is set).
 * `compile` lets the simulator reuse its compiled patterns.
 */
export function registerFieldProblem(
  rule: Pick<RegisterFieldRuleShape, 'required' | 'pattern'>,
  value: string,
  compile: (pattern: string) => RegExp = (pattern) => new RegExp(pattern),
): RegisterFieldProblem | null {
  const v = value.trim();
  if (!v) return rule.required ? 'required' : null;
  let re: RegExp;
  try {
    re = compile(rule.pattern);
  } catch {
    return null;
  }
  return re.test(v) ? null : 'pattern';
}

/** how the site was opened when the user registered. */
export const REGISTER_METHODS = ['APP', 'H5', 'WEBCLIP', 'PWA'] as const;
export type RegisterMethod = (typeof REGISTER_METHODS)[number];

/**
 * The birthday rule of registration (A-070, decided in docs/decisions/account.md A-070): one home
 * for the simulator's register rule and the site's form. Schema-free, so the site reads it without
 * TypeBox. A birthday is an ISO calendar date `YYYY-MM-DD` that exists, is not before 1900 and
 * not after today, and makes the person at least the minimum age (`settings.info.register.minAge`,
 * A-177) on today's date.
 */

/** The shape of a birthday: the pattern the seeded `birthday` field rule carries. */
export const BIRTHDAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
/** Length of `YYYY-MM-DD`: the contract bounds the body field by it, and the rule reads no further. */
export const BIRTHDAY_LENGTH = 10;
/** The earliest year a birthday may have. */
export const BIRTHDAY_MIN_YEAR = 1900;

/** What is wrong with a birthday: not a real date in range (`format`), or too young (`age`). */
export type BirthdayProblem = 'format' | 'age';

interface CalendarDate {
  y: number;
  m: number;
  d: number;
}

const SHAPE = new RegExp(BIRTHDAY_PATTERN);

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const daysIn = (y: number, m: number) => (m === 2 ? (isLeap(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31);

/** A real calendar date written `YYYY-MM-DD`, else null (`2023-02-29`, `2024-13-01`, `1990-1-1`). */
export function parseIsoDate(value: string): CalendarDate | null {
  if (value.length !== BIRTHDAY_LENGTH || !SHAPE.test(value)) return null;
  const y = Number(value.slice(0, 4));
  const m = Number(value.slice(5, 7));
  const d = Number(value.slice(8, 10));
  if (m < 1 || m > 12 || d < 1 || d > daysIn(y, m)) return null;
  return { y, m, d };
}

/** Whole years from `birth` to `today` (a 29 February birthday comes of age on 1 March in other years). */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const beforeBirthday = today.m < birth.m || (today.m === birth.m && today.d < birth.d);
  return today.y - birth.y - (beforeBirthday ? 1 : 0);
}

/** Today's date in UTC as `YYYY-MM-DD`, from an instant (the server clock, on both sides). */
export const isoDateOf = (instant: number): string => new Date(instant).toISOString().slice(0, BIRTHDAY_LENGTH);

/**
 * Checks a non-empty, trimmed birthday against today's date (`YYYY-MM-DD`): null when it passes.
 * An empty birthday is the field rule's business (required or not), not this one's.
 */
export function birthdayProblem(value: string, today: string, minAge: number): BirthdayProblem | null {
  const birth = parseIsoDate(value);
  const now = parseIsoDate(today);
  if (!birth || !now || birth.y < BIRTHDAY_MIN_YEAR) return 'format';
  const age = ageOn(birth, now);
  // A date after today has a negative age.
  if (age < 0) return 'format';
  return age < minAge ? 'age' : null;
}
