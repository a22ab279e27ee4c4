import { Button, Modal } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { type Registered } from './register-form';

/** registered, logged in, the account name, and what to log in with next time; OK goes home. */
export function RegisterSuccess({ registered, onOk }: { registered: Registered; onOk: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onClose={onOk}
      title={t('register.success_title')}
      animation="zoom"
      closeLabel={t('header.close')}
      closeOnMask={false}
      className="m-popup m-popup--register-success"
      footer={
        <Button block onClick={onOk}>
          {t('ok')}
        </Button>
      }
    >
      <p>{t('register.success_logged_in')}</p>
      <p>
        {t('register.success_account')} <strong>{registered.accountName}</strong>
      </p>
      <p>{registered.mobileNum ? t('register.success_next_mobile', { mobile: registered.mobileNum }) : t('register.success_next')}</p>
    </Modal>
  );
}
