import { Tabs } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { DATE_RANGES, type DateRange } from '../money';

/** Today / 7 days / 30 days (records date filter). */
export function RangeFilter({ value, onChange }: { value: DateRange; onChange: (r: DateRange) => void }) {
  const { t } = useTranslation();
  return (
    <Tabs
      variant="pill"
      ariaLabel={t('member.range.label')}
      value={value}
      onChange={(id) => onChange(id as DateRange)}
      items={DATE_RANGES.map((r) => ({ id: r, label: t(`member.range.${r}`) }))}
    />
  );
}
