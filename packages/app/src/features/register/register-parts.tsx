import type { Announcement, Settings } from '@m/contracts';
import { BrandMark, BrandWordmark } from '@m/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { apiBase } from '../../shared/api/client';
import { paths } from '../../shared/paths';
import { SafeHtml } from '../../shared/safe-html';
import { safeUrl } from '../../shared/safe-url';
import { PolicyModal, TermsModal } from './terms-modals';
import '../../shared/account-forms.css';

/** The parts of the registration form around its fields (A-042..A-066): head, agreement, links. */

/** The brand mark and the register banner (the first of the register group, if any). */
export function RegisterHead({ banner }: { banner: Announcement | null }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="m-account-form__logo" role="img" aria-label={t('register.logo')}>
        <BrandMark size={36} />
        <BrandWordmark height={24} />
      </span>
      {banner ? (
        <section className="m-account-form__banner" aria-label={t('register.banner')}>
          <strong>{banner.title}</strong>
          <SafeHtml html={banner.content} />
        </section>
      ) : null}
    </>
  );
}

/** A-054: the agreement checkbox with the link to the terms (join-now waits for it). */
export function AgreementField({ agreed, onChange, minAge }: { agreed: boolean; onChange: (agreed: boolean) => void; minAge: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <label className="m-account-form__agree">
      <input type="checkbox" checked={agreed} onChange={(e) => onChange(e.target.checked)} />
      <span>
        {t('register.agree', { age: minAge })}{' '}
        <a
          href={`${paths.help}?tag=terms`}
          onClick={(e) => {
            e.preventDefault();
            void navigate(`${paths.help}?tag=terms`);
          }}
        >
          {t('register.terms_link')}
        </a>
      </span>
    </label>
  );
}

/** The terms and the privacy policy, each opening its modal over the form. */
export function TermsLinks() {
  const { t } = useTranslation();
  const [modal, setModal] = useState<'terms' | 'policy' | null>(null);
  return (
    <>
      <div className="m-account-form__links">
        <button type="button" className="m-account-form__link" onClick={() => setModal('terms')}>
          {t('register.terms')}
        </button>
        <button type="button" className="m-account-form__link" onClick={() => setModal('policy')}>
          {t('register.policy')}
        </button>
      </div>
      <TermsModal open={modal === 'terms'} onClose={() => setModal(null)} />
      <PolicyModal open={modal === 'policy'} onClose={() => setModal(null)} />
    </>
  );
}

/** Social sign-in (the simulated provider page, back to home afterwards) and the way to login. */
export function RegisterFootLinks({ wl }: { wl: Settings['info']['whitelabel'] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const social = wl.SOCIALLOGIN
    ? (['facebook', 'google'] as const).filter((p) => (p === 'facebook' ? wl.FACEBOOKLOGIN3 : wl.GOOGLELOGIN3))
    : [];
  return (
    <>
      {social.length ? (
        <div className="m-account-form__social">
          {social.map((p) => (
            <a
              key={p}
              className="m-account-form__link"
              href={
                safeUrl(`${apiBase()}/pages/social?provider=${p}&return=${encodeURIComponent(`${window.location.origin}${paths.home}`)}`) ??
                undefined
              }
            >
              {t(`register.${p}`)}
            </a>
          ))}
        </div>
      ) : null}
      <div className="m-account-form__links">
        <span>{t('register.have_account')}</span>
        <button type="button" className="m-account-form__link" onClick={() => void navigate(paths.login)}>
          {t('register.to_login')}
        </button>
      </div>
    </>
  );
}
