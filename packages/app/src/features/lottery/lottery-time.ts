import type { LotteryItem } from '@m/contracts';
import { HIGHLIGHT_WINDOW_MS, LOBBY_REFRESH_MAX_MS, LOBBY_REFRESH_MIN_MS, NEAR_END_MS } from '../../shared/constants';
import { formatWeekdayDate } from '../../shared/format';

/**
 * The lottery lobby's time arithmetic (G-063..G-068), pure so it is tested at its edges.
 * G-065 (docs/decisions/lottery.md): remainTime and lockTime are SECONDS; the "two lottery-time values"
 * are the instants the browser sent the menu call and received its answer, so the countdown ends
 * at receipt + remainTime - half the round trip (the server computed remainTime about half a
 * round trip before the answer arrived). Both instants are on the server's clock (serverNow), and so
 * is every countdown's "now": a moved or frozen world moves or stops them.
 */

/** A lottery item with its absolute end instants on the server's clock, fixed at receipt. */
export interface TimedLottery extends LotteryItem {
  /** Server instant of the draw (the card countdown's end). */
  drawAt: number;
  /** Server instant betting closes: drawAt - lockTime (the tile countdown's end). */
  saleEndAt: number;
}

/** G-065: turns remainTime into absolute browser instants when the answer arrives. */
export function timeLottery(item: LotteryItem, sentAt: number, receivedAt: number): TimedLottery {
  const halfGap = Math.max(0, receivedAt - sentAt) / 2;
  const drawAt = receivedAt + item.remainTime * 1000 - halfGap;
  return { ...item, drawAt, saleEndAt: drawAt - item.lockTime * 1000 };
}

/**
 * G-063, G-064: milliseconds left on the card countdown, or null for '--:--:--' (not on sale,
 * or the remaining time is used up: exactly 0 counts as used up).
 */
export function cardRemainingMs(lottery: Pick<TimedLottery, 'isSale' | 'drawAt'>, now: number): number | null {
  if (!lottery.isSale) return null;
  const left = lottery.drawAt - now;
  return left > 0 ? left : null;
}

/** G-064: near-end under 6 s (strictly: 6 000 ms left is not yet near the end). */
export const isNearEnd = (remainingMs: number | null): boolean => remainingMs !== null && remainingMs < NEAR_END_MS;

/** G-066: the tile countdown, remaining time minus lock time, never below 0 (ms). */
export const tileRemainingMs = (lottery: Pick<TimedLottery, 'saleEndAt'>, now: number): number => Math.max(0, lottery.saleEndAt - now);

/**
 * G-067: highlighted when (remainTime - lockTime) x 1000 is > 0 and < 86 400 000 ms. A lottery
 * that is not on sale is never highlighted, whatever its times say (docs/decisions/lottery.md, G-067).
 */
export function isTileHighlighted(lottery: Pick<LotteryItem, 'remainTime' | 'lockTime' | 'isSale'>): boolean {
  if (!lottery.isSale) return false;
  const ms = (lottery.remainTime - lottery.lockTime) * 1000;
  return ms > 0 && ms < HIGHLIGHT_WINDOW_MS;
}

/**
 * G-068: the lobby menu refreshes after the smallest remaining time among open lotteries, capped
 * at 30 s; when that is 0 or less (nothing open) after 7 s.
 */
export function lobbyRefreshDelayMs(items: ReadonlyArray<Pick<LotteryItem, 'isSale' | 'remainTime'>>): number {
  const open = items.filter((i) => i.isSale && i.remainTime > 0).map((i) => i.remainTime * 1000);
  const smallest = open.length > 0 ? Math.min(...open) : 0;
  return smallest <= 0 ? LOBBY_REFRESH_MIN_MS : Math.min(smallest, LOBBY_REFRESH_MAX_MS);
}

/** G-064: h:mm:ss (whole seconds left, rounded down), days plus time past a day, or '--:--:--'. */
export { formatCountdown } from '../../shared/format';

/** G-061: tier labels by index 0-9. */
export const TIER_LABELS = ['GB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8', 'G9'] as const;

export interface PrizeTier {
  label: string;
  balls: string[];
}

/** G-061: previousWinningNumber split by '~' into tiers (at most ten) and by ',' into balls. */
export function prizeTiers(previousWinningNumber: string): PrizeTier[] {
  if (!previousWinningNumber.trim()) return [];
  return previousWinningNumber
    .split('~')
    .slice(0, TIER_LABELS.length)
    .map((tier, i) => ({
      label: TIER_LABELS[i] ?? '',
      balls: tier
        .split(',')
        .map((b) => b.trim())
        .filter(Boolean),
    }));
}

/**
 * G-060: the previous winning date as weekday plus date, in UTC: the zone of the draw schedule,
 * so the weekday matches drawDayOfWeek (docs/decisions/lottery.md G-073). The day, month and year follow
 * the language's order (docs/decisions/front-end.md "One formatter"): 'Tue, 11/24/2026', 'ter., 24/11/2026'.
 */
export function formatWinningDate(iso: string, language: string): string {
  return formatWeekdayDate(iso, language, 'UTC');
}

/** G-059: drawDayOfWeek ('1,2,...', 1 = Sunday) as the set of days drawn. */
export const drawDaysOf = (drawDayOfWeek: string): number[] =>
  drawDayOfWeek
    .split(',')
    .map((d) => Number(d.trim()))
    .filter((d) => Number.isInteger(d) && d >= 1 && d <= 7);
