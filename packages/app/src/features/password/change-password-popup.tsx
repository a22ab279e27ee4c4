import { Modal } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../shared/stores/session-store';
import { getPasswordStatus } from '../../shared/session/get-password-status';
import { useLoad } from '../../shared/api/query-cache';
import { ChangePasswordForm } from './change-password-form';
import { type PopupProps } from '../../shared/popup-props';

type Variant = 'first' | 'expired' | 'member';

/**
 * The /m/changePsw popup (A-071..A-079; A-073): one screen for the forced first-login change,
 * the expired-password change and a member's own change, titled by why it is shown. A guest is
 * sent home by the frame (paths table).
 */
export default function ChangePasswordPopup({ onClose }: PopupProps) {
  const { t } = useTranslation();
  const session = useSessionStore((s) => s.session);
  // The status is read once when the screen opens; until it answers (or when it fails) the session says.
  const status = useLoad(session ? 'auth.passwordStatus' : null, getPasswordStatus).data;
  const variant: Variant = status
    ? status.firstTimeLogin
      ? 'first'
      : status.passwordExpired
        ? 'expired'
        : 'member'
    : session?.firstTimeLogin
      ? 'first'
      : 'member';
  const title =
    variant === 'first' ? t('password.title_first') : variant === 'expired' ? t('password.title_expired') : t('titles.changePsw');
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      animation="zoom"
      closeLabel={t('header.close')}
      // The forced change must not vanish on a stray tap.
      closeOnMask={false}
      showClose={variant === 'member'}
      closeOnEscape={variant === 'member'}
      className="m-popup m-popup--changePsw"
    >
      {session ? <ChangePasswordForm onDone={onClose} /> : null}
    </Modal>
  );
}
