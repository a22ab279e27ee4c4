import { Modal, NoData } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { type PopupProps } from './popup-props';

/** The /m/changePsw popup over home. Its form arrives with the account issue. */
export default function ChangePasswordPopup({ onClose }: PopupProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onClose={onClose}
      title={t('titles.changePsw')}
      animation="zoom"
      closeLabel={t('header.close')}
      // The password change must not vanish on a stray tap.
      closeOnMask={false}
      className="m-popup m-popup--changePsw"
    >
      <NoData text={t('popup.coming_soon')} />
    </Modal>
  );
}
