import { type Settings } from '@m/contracts';
import { ErrorPage, Icon } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { safeUrl } from '../../../shared/safe-url';
import './status.css';

interface StatusPageProps {
  settings: Settings | null;
}

/** the contact buttons link to the customer-service chat of settings, in the same tab. */
function ContactLink({ href, label }: { href: string | undefined; label: string }) {
  // A chat URL from settings is linked only through the scheme allow-list.
  const safe = safeUrl(href);
  if (!safe) return null;
  return (
    <a className="m-status__contact" href={safe}>
      {label}
    </a>
  );
}

/** Status 1 (A-152, G-007): texts `maintenance` and `info_maintenance`, contact-support button. */
export function MaintenancePage({ settings }: StatusPageProps) {
  const { t } = useTranslation();
  return (
    <ErrorPage icon={<Icon name="warning" size={48} />} title={t('maintenance')} message={t('info_maintenance')}>
      <ContactLink href={settings?.info.customerService.chatUrl} label={t('contact_service')} />
    </ErrorPage>
  );
}

/** Status 2: the visitor's IP as the backend saw it (settings.location.ip), contact-service button. */
export function RegionRestrictedPage({ settings }: StatusPageProps) {
  const { t } = useTranslation();
  const ip = settings?.location.ip;
  return (
    <ErrorPage
      icon={<Icon name="lock" size={48} />}
      title={t('ip_restricted')}
      message={t('info_ip_restricted')}
      details={ip ? t('your_ip', { ip }) : undefined}
    >
      <ContactLink href={settings?.info.customerService.chatUrl} label={t('contact_service')} />
    </ErrorPage>
  );
}
