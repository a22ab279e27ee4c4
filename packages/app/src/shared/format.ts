import { INTL_LOCALES } from './constants';
import { i18n } from './i18n/i18n';

/**
 * The one formatter of the site (docs/conventions.md "One formatter"): every date, time, money
 * amount, count and countdown a user reads goes through here, with Intl in the active language
 * (i18n's, unless a language is given). Screens never call toLocaleString or build dates by hand.
 */

export const intlLocale = (language: string = i18n.language): string => INTL_LOCALES[language] ?? INTL_LOCALES.en!;

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(language: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = intlLocale(language);
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.NumberFormat | undefined;
  if (!f) cache.set(key, (f = new Intl.NumberFormat(locale, options)));
  return f;
}
function dateFormat(language: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = intlLocale(language);
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

const toDate = (value: number | string | Date): Date | null => {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** A money amount with 2 decimals, grouped: 1,234.50 / 1.234,50. No currency symbol. */
export const formatMoney = (n: number, language?: string): string =>
  numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.round(n * 100) / 100);

/** A signed amount of a record: +100.00, -25.50 (0 unsigned). */
export const formatSigned = (n: number, language?: string): string =>
  `${n > 0 ? '+' : n < 0 ? '-' : ''}${formatMoney(Math.abs(n), language)}`;

/** An amount in a currency, whole units (the jackpot): R$39,268,098 / R$ 39.268.098. */
export const formatCurrency = (n: number, currency: string, language?: string): string =>
  numberFormat(language, { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(n);

/** A count: 12,345 / 12.345. */
export const formatCount = (n: number, language?: string): string => numberFormat(language, { maximumFractionDigits: 0 }).format(n);

/** A ratio as a percentage with `digits` decimals: 0.125 -> 12.5% / 12,5%. */
export const formatPercent = (ratio: number, digits = 0, language?: string): string =>
  numberFormat(language, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(ratio);

/** A calendar day in the locale's order: 11/24/2026 (en), 24/11/2026 (pt, vi). '' when invalid. */
export function formatDate(value: number | string | Date, language?: string, timeZone?: string): string {
  const d = toDate(value);
  return d ? dateFormat(language, { year: 'numeric', month: '2-digit', day: '2-digit', ...(timeZone ? { timeZone } : {}) }).format(d) : '';
}

/** A day and a time to the minute: 11/24/2026, 11:58 AM / 24/11/2026, 11:58. '' when invalid. */
export function formatDateTime(value: number | string | Date, language?: string): string {
  const d = toDate(value);
  return d ? dateFormat(language, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(d) : '';
}

/**
 * A server's wall-clock text ('2026-01-07' or '2026-01-09 09:30:00', no zone: the platform's own
 * time, shown as written) as a Date whose UTC fields are those digits; null when it is not one.
 */
function wallDate(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', se = '0'] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(se)));
  return Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(d) ? null : date;
}

/** A wall-clock day ('2026-01-07') in the locale's order, never shifted by the reader's zone; other text as it is. */
export function formatWallDate(text: string, language?: string): string {
  const d = wallDate(text);
  return d ? dateFormat(language, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(d) : text;
}

/**
 * Two wall-clock days as a span: 01/01/2026 – 01/15/2026 / 01/01/2026 – 15/01/2026. Each end
 * reads as formatWallDate writes it (Intl's formatRange drops the zero padding in en and vi).
 */
export const formatWallRange = (start: string, end: string, language?: string): string =>
  `${formatWallDate(start, language)} – ${formatWallDate(end, language)}`;

/** A server's period text '2026-01-01~2026-01-15' as a span of days; other text as it is. */
export function formatWallPeriod(text: string, language?: string): string {
  const ends = text.split('~');
  return ends.length === 2 ? formatWallRange(ends[0]!, ends[1]!, language) : text;
}

/** A wall-clock time ('2026-01-09 09:30:00') as a day and time to the minute in the locale's order; other text as it is. */
export function formatWallDateTime(text: string, language?: string): string {
  const d = wallDate(text);
  if (!d) return text;
  const dateOnly = !/[ T]\d{2}:/.test(text);
  return dateFormat(language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(dateOnly ? {} : { hour: '2-digit', minute: '2-digit' }),
    timeZone: 'UTC',
  }).format(d);
}

/** A time of day to the second: 11:58:00 AM / 11:58:00. '' when invalid. */
export function formatTime(value: number | string | Date, language?: string): string {
  const d = toDate(value);
  return d ? dateFormat(language, { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(d) : '';
}

/**
 * A weekday with its day, in the locale's order (G-060 "weekday MM-DD-YYYY", decided in
 * docs/decisions/front-end.md "One formatter"): Tue, 11/24/2026 / ter., 24/11/2026 / Thứ 3, 24/11/2026.
 */
export function formatWeekdayDate(value: number | string | Date, language?: string, timeZone?: string): string {
  const d = toDate(value);
  return d
    ? dateFormat(language, {
        weekday: 'short',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        ...(timeZone ? { timeZone } : {}),
      }).format(d)
    : '';
}

const two = (n: number): string => String(n).padStart(2, '0');

/**
 * A countdown (G-064): h:mm:ss under a day; past a day, days plus time, the day unit localized:
 * 3d 21:55:38 / 3 dias 21:55:38 / 3 ngày 21:55:38. null reads '--:--:--'.
 */
export function formatCountdown(remainingMs: number | null, language?: string): string {
  if (remainingMs === null) return '--:--:--';
  const s = Math.max(0, Math.floor(remainingMs / 1000));
  const days = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const rest = `${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
  if (days === 0) return `${h}:${rest}`;
  return `${numberFormat(language, { style: 'unit', unit: 'day', unitDisplay: 'narrow' }).format(days)} ${two(h)}:${rest}`;
}
