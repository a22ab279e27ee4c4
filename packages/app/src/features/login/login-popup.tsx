import { Modal } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths, routeIdOf } from '../../shared/paths';
import { LoginForm } from './login-form';
import { type PopupProps } from '../../shared/popup-props';

/**
 * Where a login on the /m/login route goes back to: the page that sent a guest here
 * (the frame's guard passes it as `state.from`, e.g. /m/feedback or /m/member/home), when it is a
 * page of this site; otherwise nowhere (the popup closes to /m/home, A-004).
 */
export function returnPathOf(state: unknown): string | null {
  const from = typeof state === 'object' && state !== null && 'from' in state ? (state as { from: unknown }).from : null;
  if (typeof from !== 'string' || !from.startsWith('/m/')) return null;
  const id = routeIdOf(from.split(/[?#]/)[0] ?? '');
  return id === null || id === 'login' ? null : from;
}

/**
 * The login popup (A-019..A-036), over home on /m/login or over the current page.
 * firstTimeLogin goes on to the forced password change; a login on /m/login that a guarded page
 * sent the guest to goes back to that page.
 */
export default function LoginPopup({ onClose }: PopupProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const back = routeIdOf(pathname) === 'login' ? returnPathOf(state) : null;
  const done = (mustChangePassword: boolean) => {
    if (mustChangePassword) void navigate(paths.changePsw);
    else if (back) void navigate(back, { replace: true });
    else onClose();
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t('titles.login')}
      animation="zoom"
      closeLabel={t('header.close')}
      className="m-popup m-popup--login"
    >
      <LoginForm onDone={done} />
    </Modal>
  );
}
