import { useCallback, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { useServerNow } from '../../../shared/time/use-server-now';
import { daysBefore, localDay } from '../agent-logic';
import './agent.css';

/** Pieces shared by the agent pages (one file per page in ../pages): periods, money, the scrolling table. */
export const RANGES = ['today', 'week', 'month'] as const;
export type Range = (typeof RANGES)[number];
export const RANGE_DAYS: Record<Range, number> = { today: 0, week: 6, month: 29 };
/** A period's first and last day on the server's clock; they move when the server's day turns (or is first learned), so a load keyed by them reloads. */
export function useRangeDates(r: Range): { startDate: string; endDate: string } {
  const now = new Date(useServerNow(60_000));
  return { startDate: daysBefore(RANGE_DAYS[r], now), endDate: localDay(now) };
}

export function useMoney() {
  const { i18n } = useTranslation();
  return (n: number) => formatMoney(n, i18n.language);
}
export const dateTime = (iso: string, lang: string) => (iso ? formatDateTime(iso, lang) : '');

/**
 * A wide table scrolls sideways in its own box: shadows at the cut edges, and a
 * "swipe" hint under it when its columns do not fit; the box is focusable for keyboard scrolling.
 */
export function Table({ head, rows, foot }: { head: string[]; rows: ReactNode[][]; foot?: ReactNode[] }) {
  const { t } = useTranslation();
  const [wide, setWide] = useState(false);
  const hint = useId();
  const wrap = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    const check = () => setWide(node.scrollWidth > node.clientWidth + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      <div
        ref={wrap}
        className="agent-table-wrap"
        tabIndex={wide ? 0 : undefined}
        role={wide ? 'region' : undefined}
        aria-label={wide ? head.join(', ') : undefined}
        aria-describedby={wide ? hint : undefined}
      >
        <table className="agent-table">
          <thead>
            <tr>
              {head.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                {r.map((c, j) => (
                  <td key={j}>{c}</td>
                ))}
              </tr>
            ))}
          </tbody>
          {foot && (
            <tfoot>
              <tr>
                {foot.map((c, j) => (
                  <td key={j}>{c}</td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {wide ? (
        <p id={hint} className="agent-table-hint">
          {t('agent.swipeHint')}
        </p>
      ) : null}
    </>
  );
}
