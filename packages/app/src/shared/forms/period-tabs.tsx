import { Tabs } from '@m/ui';
import { useTranslation } from 'react-i18next';

export interface PeriodTabsProps<P extends string> {
  /** The periods offered, in order. */
  periods: readonly P[];
  value: P;
  onChange: (period: P) => void;
  /** The texts' prefix: `<texts>.label` names the tab list, `<texts>.<period>` each tab. */
  texts: string;
}

/**
 * A list's period filter as pill tabs: the member records (all, today, 7 and 30 days) and the agent
 * reports (today, 7 and 30 days). Each area words its periods in its own texts.
 */
export function PeriodTabs<P extends string>({ periods, value, onChange, texts }: PeriodTabsProps<P>) {
  const { t } = useTranslation();
  return (
    <Tabs
      variant="pill"
      ariaLabel={t(`${texts}.label`)}
      value={value}
      onChange={(id) => onChange(id as P)}
      items={periods.map((p) => ({ id: p, label: t(`${texts}.${p}`) }))}
    />
  );
}
