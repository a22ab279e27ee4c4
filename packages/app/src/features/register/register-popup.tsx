import { Modal } from '@m/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RegisterForm, type Registered } from './register-form';
import { RegisterSuccess } from './register-success';
import { type PopupProps } from '../../shared/popup-props';

/**
 * The /m/register popup over home (A-042; A-043: registration is this popup only). After success
 * the register dialog closes and the success popup shows; its OK goes to /m/home.
 */
export default function RegisterPopup({ onClose }: PopupProps) {
  const { t } = useTranslation();
  const [registered, setRegistered] = useState<Registered | null>(null);
  if (registered) return <RegisterSuccess registered={registered} onOk={onClose} />;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('titles.register')}
      animation="zoom"
      closeLabel={t('header.close')}
      className="m-popup m-popup--register"
    >
      <RegisterForm onRegistered={setRegistered} />
    </Modal>
  );
}
