import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatCountdown,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatMoney,
  formatPercent,
  formatSigned,
  formatTime,
  formatWallDate,
  formatWallDateTime,
  formatWallPeriod,
  formatWallRange,
  formatWeekdayDate,
  intlLocale,
} from './format';

// docs/conventions.md "One formatter": Intl with the active language.
const TUE = Date.UTC(2026, 10, 24, 11, 58, 0); // Tue 24 Nov 2026 11:58:00 UTC

describe('format: money and counts follow the language', () => {
  it('maps display languages to the served regions', () => {
    expect([intlLocale('en'), intlLocale('pt'), intlLocale('vi'), intlLocale('xx')]).toEqual(['en-US', 'pt-BR', 'vi-VN', 'en-US']);
  });

  it('money has two decimals and the locale grouping', () => {
    expect(formatMoney(1234.5, 'en')).toBe('1,234.50');
    expect(formatMoney(1234.5, 'pt')).toBe('1.234,50');
    expect(formatMoney(1234.5, 'vi')).toBe('1.234,50');
    expect(formatMoney(0.005, 'en')).toBe('0.01');
    expect(formatSigned(-25.5, 'en')).toBe('-25.50');
    expect(formatSigned(100, 'pt')).toBe('+100,00');
    expect(formatSigned(0, 'en')).toBe('0.00');
  });

  it('currency, counts and percentages', () => {
    expect(formatCurrency(39268098, 'BRL', 'en')).toBe('R$39,268,098');
    expect(formatCurrency(39268098, 'BRL', 'pt').replace(/\s/g, ' ')).toBe('R$ 39.268.098');
    expect(formatCount(12345, 'vi')).toBe('12.345');
    expect(formatPercent(0.125, 1, 'en')).toBe('12.5%');
    expect(formatPercent(0.125, 1, 'pt').replace(/\s/g, ' ')).toBe('12,5%');
  });
});

describe('format: dates in the locale order (not 2026-01-07 nor month first in PT)', () => {
  it('a day', () => {
    expect(formatDate(TUE, 'en', 'UTC')).toBe('11/24/2026');
    expect(formatDate(TUE, 'pt', 'UTC')).toBe('24/11/2026');
    expect(formatDate(TUE, 'vi', 'UTC')).toBe('24/11/2026');
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it('a weekday with its day (G-060), in UTC, in the locale order', () => {
    expect(formatWeekdayDate(TUE, 'en', 'UTC')).toBe('Tue, 11/24/2026');
    expect(formatWeekdayDate(TUE, 'pt', 'UTC')).toBe('ter., 24/11/2026');
    expect(formatWeekdayDate(TUE, 'vi', 'UTC')).toBe('Thứ 3, 24/11/2026');
  });

  it('a day and time, and a time, carry the locale order and clock', () => {
    const local = new Date(2026, 10, 24, 11, 58, 7);
    expect(formatDateTime(local, 'en')).toBe('11/24/2026, 11:58 AM');
    expect(formatDateTime(local, 'pt')).toBe('24/11/2026, 11:58');
    expect(formatTime(local, 'en')).toBe('11:58:07 AM');
    expect(formatTime(local, 'vi')).toBe('11:58:07');
  });
});

describe("format: the server's wall-clock texts (mail, notices, promotions)", () => {
  it('a day stays that day in every zone, in the locale order', () => {
    expect(formatWallDate('2026-01-07', 'en')).toBe('01/07/2026');
    expect(formatWallDate('2026-01-07', 'pt')).toBe('07/01/2026');
    expect(formatWallDate('2026-01-07', 'vi')).toBe('07/01/2026');
  });

  it('a day and time keeps its digits, to the minute', () => {
    expect(formatWallDateTime('2026-01-09 09:30:00', 'pt')).toBe('09/01/2026, 09:30');
    expect(formatWallDateTime('2026-01-09T21:05', 'en')).toBe('01/09/2026, 09:05 PM');
    expect(formatWallDateTime('2026-01-09', 'pt')).toBe('09/01/2026');
  });

  it('a span of days and a server period (start~end) read as two days in the locale order', () => {
    expect(formatWallRange('2026-01-01', '2026-01-15', 'en')).toBe('01/01/2026 – 01/15/2026');
    expect(formatWallPeriod('2026-01-01~2026-01-15', 'pt')).toBe('01/01/2026 – 15/01/2026');
    expect(formatWallPeriod('2025-12-16~2025-12-31', 'vi')).toBe('16/12/2025 – 31/12/2025');
    expect(formatWallPeriod('first half', 'en')).toBe('first half');
    expect(formatWallPeriod('a~b~c', 'en')).toBe('a~b~c');
  });

  it('anything else (no date, an impossible day) is shown as it came', () => {
    expect(formatWallDate('soon', 'en')).toBe('soon');
    expect(formatWallDate('2026-02-30', 'en')).toBe('2026-02-30');
    expect(formatWallDateTime('', 'en')).toBe('');
  });
});

describe('format: countdowns (G-064; past a day: days plus time)', () => {
  it('under a day: h:mm:ss, rounded down', () => {
    expect(formatCountdown(59_999, 'en')).toBe('0:00:59');
    expect(formatCountdown(23 * 3600_000 + 59 * 60_000 + 59_000, 'en')).toBe('23:59:59');
    expect(formatCountdown(null, 'en')).toBe('--:--:--');
    expect(formatCountdown(-5, 'en')).toBe('0:00:00');
  });

  it('a day or more: days, then hh:mm:ss, the unit in the language', () => {
    const ms = (93 * 3600 + 55 * 60 + 38) * 1000; // the "93:55:38"
    expect(formatCountdown(ms, 'en')).toBe('3d 21:55:38');
    expect(formatCountdown(ms, 'pt')).toBe('3 dias 21:55:38');
    expect(formatCountdown(ms, 'vi')).toBe('3 ngày 21:55:38');
    expect(formatCountdown(86_400_000, 'en')).toBe('1d 00:00:00');
  });
});
