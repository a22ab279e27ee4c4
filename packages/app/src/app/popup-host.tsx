import { Modal, NoData } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths, routeMeta } from './paths';

/**
 * Popup routes over home: login, register(.html), forget and changePsw. They are routes,
 * so opening login closes register/forget by navigation. Closing on its own route goes to
 * /m/home. The forms arrive with the account issue; this renders the titled shell.
 */
export function PopupHost() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const meta = routeMeta(pathname);
  const open = meta.popup;
  return (
    <Modal
      open={open}
      onClose={() => void navigate(paths.home)}
      title={open ? t(meta.titleKey) : undefined}
      animation="zoom"
      closeLabel={t('header.close')}
      // The forced password change must not vanish on a stray tap.
      closeOnMask={meta.id !== 'changePsw'}
      className={`m-popup m-popup--${meta.id}`}
    >
      <NoData text={t('popup.coming_soon')} />
    </Modal>
  );
}
