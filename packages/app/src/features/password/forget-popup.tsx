import { Modal, Tabs } from '@m/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { safeUrl } from '../../shared/safe-url';
import { useSettingsStore } from '../../shared/stores/settings-store';
import { ForgotEmailForm } from './forgot/email-form';
import { ForgotPhoneForm } from './forgot/phone-form';
import '../../shared/account-forms.css';
import { type PopupProps } from '../../shared/popup-props';

type Mode = 'email' | 'phone';

/**
 * The /m/forget popup (A-081..A-092): an email tab and, with FORGETPSWPHONE, an SMS tab (then the
 * default, A-082); a customer-service link.
 */
export default function ForgetPopup({ onClose }: PopupProps) {
  const { t } = useTranslation();
  const settings = useSettingsStore((s) => s.settings);
  const phoneOn = Boolean(settings?.info.whitelabel.FORGETPSWPHONE);
  // The chat link from settings passes the scheme allow-list.
  const chatUrl = safeUrl(settings?.info.customerService.chatUrl);
  const [chosen, setChosen] = useState<Mode | null>(null);
  const mode: Mode = phoneOn ? (chosen ?? 'phone') : 'email';
  return (
    <Modal
      open
      onClose={onClose}
      title={t('titles.forget')}
      animation="zoom"
      closeLabel={t('header.close')}
      className="m-popup m-popup--forget"
    >
      <div className="m-account-form">
        {phoneOn ? (
          <Tabs
            ariaLabel={t('password.forgot.method')}
            variant="pill"
            value={mode}
            onChange={(id) => setChosen(id === 'email' ? 'email' : 'phone')}
            items={[
              { id: 'email', label: t('password.forgot.by_email') },
              { id: 'phone', label: t('password.forgot.by_phone') },
            ]}
          />
        ) : null}
        {mode === 'email' ? <ForgotEmailForm onDone={onClose} /> : <ForgotPhoneForm onDone={onClose} />}
        {chatUrl ? (
          <p className="m-account-form__links">
            <a href={chatUrl}>{t('password.forgot.customer_service')}</a>
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
