import { VisuallyHidden } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { drawDaysOf } from '../lottery-time';
import './lottery.css';

export interface WeeklyPanelProps {
  lotteries: ReadonlyArray<{ code: string; remark: string; drawDayOfWeek: string }>;
  currentCode: string | null;
  /** Today as 1-7 (1 = Sunday), in the schedule's zone. */
  today: number;
}

/** Sunday 4 January 2026 (UTC): day 1 of the week the weekday names are read from. */
const A_SUNDAY = Date.UTC(2026, 0, 4);

/** G-059: seven day columns (1 = Sunday) listing the lotteries drawn that day; the current one highlighted. */
export function WeeklyPanel({ lotteries, currentCode, today }: WeeklyPanelProps) {
  const { t, i18n } = useTranslation();
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  return (
    <section className="lott-weekly" aria-labelledby="lott-weekly-title">
      <h2 id="lott-weekly-title" className="lott-section-title">
        {t('lottery.weekly')}
      </h2>
      <div className="lott-weekly-days">
        {[1, 2, 3, 4, 5, 6, 7].map((day) => (
          <div key={day} className={day === today ? 'lott-day lott-day--today' : 'lott-day'}>
            <h3 className="lott-day-name">
              {weekday.format(new Date(A_SUNDAY + (day - 1) * 86_400_000))}
              {day === today && <VisuallyHidden> ({t('lottery.today')})</VisuallyHidden>}
            </h3>
            <ul className="lott-day-list">
              {lotteries
                .filter((l) => drawDaysOf(l.drawDayOfWeek).includes(day))
                .map((l) => (
                  <li
                    key={l.code}
                    className={l.code === currentCode ? 'lott-day-item lott-day-item--current' : 'lott-day-item'}
                    aria-current={l.code === currentCode ? 'true' : undefined}
                  >
                    {l.remark}
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
