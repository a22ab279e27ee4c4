import { Modal, NoData } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { type PopupProps } from './popup-props';

/** The /m/register popup over home. Its form arrives with the account issue. */
export default function RegisterPopup({ onClose }: PopupProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onClose={onClose}
      title={t('titles.register')}
      animation="zoom"
      closeLabel={t('header.close')}
      className="m-popup m-popup--register"
    >
      <NoData text={t('popup.coming_soon')} />
    </Modal>
  );
}
