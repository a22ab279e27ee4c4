import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths';
import { getSecurityInfo } from '../api/member-api';
import { LoadView } from '../../../shared/api/load-view';
import { LinkList } from '../components/link-list';
import { useLoad } from '../../../shared/api/query-cache';
import '../member.css';

/** /m/securityCenter (A-018, decided): account, bound mobile and email masked by the backend, change password. */
export function SecurityCenterPage() {
  const { t } = useTranslation();
  const state = useLoad('member.security', getSecurityInfo);
  return (
    <div className="mem-page">
      <LoadView state={state} spinnerSize="lg">
        {(s) => (
          <dl className="ui-card mem-dl">
            <dt>{t('member.security.account')}</dt>
            <dd>{s.account}</dd>
            <dt>{t('member.security.mobile')}</dt>
            <dd>{s.mobileNum ? `${s.countryDialingCode} ${s.mobileNum}` : t('member.security.notBound')}</dd>
            <dt>{t('member.security.email')}</dt>
            <dd>{s.email || t('member.security.notBound')}</dd>
          </dl>
        )}
      </LoadView>
      <LinkList entries={[{ id: 'changePassword', to: paths.changePsw, icon: 'lock', label: t('member.security.changePassword') }]} />
    </div>
  );
}
