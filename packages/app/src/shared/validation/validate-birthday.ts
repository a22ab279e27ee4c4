import { birthdayProblem, isoDateOf, type BirthdayProblem } from '@m/contracts';
import { serverNow } from '../time/server-clock';

/**
 * the site's side of the birthday rule, the same function the simulator applies
 * (`birthdayProblem` in contracts): a trimmed value must be a real `YYYY-MM-DD` date, from 1900
 * and not after today, of someone at least `minAge` years old (`settings.info.register.minAge`).
 * Today is the server's date in UTC, as the backend counts it. An empty value passes here (the
 * field's own rule says whether it is required).
 */
export function validateBirthday(value: string, minAge: number, now: number = serverNow()): BirthdayProblem | null {
  const v = value.trim();
  return v ? birthdayProblem(v, isoDateOf(now), minAge) : null;
}
