import { Modal } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { LoginForm } from './login-form';
import { type PopupProps } from '../../shared/popup-props';

/** The /m/login popup over home (A-019..A-036). firstTimeLogin goes on to the forced password change. */
export default function LoginPopup({ onClose }: PopupProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal open onClose={onClose} title={t('titles.login')} animation="zoom" closeLabel={t('header.close')} className="m-popup m-popup--login">
      <LoginForm onDone={(mustChangePassword) => (mustChangePassword ? void navigate(paths.changePsw) : onClose())} />
    </Modal>
  );
}
