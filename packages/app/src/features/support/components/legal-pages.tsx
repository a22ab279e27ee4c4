import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import './support.css';

/** Legal texts are part of the site; A-122 decided: the privacy policy lives at /m/privacy (paths.privacy). */

function Statements({ items }: { items: string[] }) {
  return (
    <ul className="m-steps">
      {items.map((s) => (
        <li key={s}>{s}</li>
      ))}
    </ul>
  );
}

/** /m/useragreement. */
export function UserAgreementPage() {
  const { t } = useTranslation();
  return (
    <section className="m-support-page" aria-labelledby="m-agreement-title">
      <h2 id="m-agreement-title">{t('support.agreement.title')}</h2>
      <p>{t('support.agreement.intro')}</p>
      <Statements items={t('support.agreement.items', { returnObjects: true }) as string[]} />
      <p>
        <Link to={paths.privacy}>{t('support.agreement.privacy_link')}</Link>
      </p>
    </section>
  );
}

/** /m/privacy: the spec's seven statements. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return (
    <section className="m-support-page" aria-labelledby="m-privacy-title">
      <h2 id="m-privacy-title">{t('support.privacy.title')}</h2>
      <Statements items={t('support.privacy.items', { returnObjects: true }) as string[]} />
    </section>
  );
}
