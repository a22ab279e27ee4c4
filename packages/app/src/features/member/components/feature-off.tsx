import { NoData } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import type { Whitelabel } from '@m/contracts';
import { useSettingsStore } from '../../../shared/stores/settings-store';
import '../member.css';

/** A page whose white-label switch is off says so (never an empty page); null while it is on. */
export function useFeatureOff(flag: keyof Whitelabel): boolean {
  return useSettingsStore((s) => (s.settings ? !s.settings.info.whitelabel[flag] : false));
}

export function FeatureOff() {
  const { t } = useTranslation();
  return (
    <div className="mem-page">
      <NoData text={t('member.featureOff')} action={<Link to={paths.home}>{t('member.backHome')}</Link>} />
    </div>
  );
}
