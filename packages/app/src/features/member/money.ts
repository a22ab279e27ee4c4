import { formatMoney } from '../../shared/format';

/** Money and date helpers of the member feature (A-160: 2 decimals). */

/** What a hidden balance shows. */
export const STARS = '******';

/** 2 decimals, grouped, and signed amounts and record times: the site's one formatter. */
export { formatDateTime, formatMoney, formatSigned } from '../../shared/format';

/** the balance as shown: stars while hidden, refreshing or not yet known, else 2 decimals. */
export const shownBalance = (balance: number | null, hidden: boolean, refreshing: boolean): string =>
  hidden || refreshing || balance === null ? STARS : formatMoney(balance);

export type AmountProblem = 'required' | 'format' | 'min' | 'max' | 'balance';

/**
 * The amount rule of deposit and withdraw (the simulator checks the same): a number with at most
 * 2 decimals inside [min, max], and for a withdrawal not above the balance.
 */
export function checkAmount(text: string, min: number, max: number, balance?: number): { amount: number } | { problem: AmountProblem } {
  const v = text.trim();
  if (!v) return { problem: 'required' };
  if (!/^\d+(\.\d{1,2})?$/.test(v)) return { problem: 'format' };
  const amount = Number(v);
  if (amount < min) return { problem: 'min' };
  if (amount > max) return { problem: 'max' };
  if (balance !== undefined && amount > balance) return { problem: 'balance' };
  return { amount };
}

/** `all`: no date bound (the default, so a list never looks empty because of the period). */
export const DATE_RANGES = ['all', 'today', 'week', 'month'] as const;
export type DateRange = (typeof DATE_RANGES)[number];

/** from/to (epoch ms) of a range ending now: today from local midnight, 7 or 30 days back. */
export function rangeOf(range: DateRange, now: number): { from?: number; to?: number } {
  if (range === 'all') return {};
  if (range === 'today') {
    const d = new Date(now);
    d.setHours(0, 0, 0, 0);
    return { from: d.getTime(), to: now };
  }
  return { from: now - (range === 'week' ? 7 : 30) * 86_400_000, to: now };
}
