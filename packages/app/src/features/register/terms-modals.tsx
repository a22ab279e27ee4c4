import { Button, Modal } from '@m/ui';
import { useTranslation } from 'react-i18next';

interface TextModalProps {
  open: boolean;
  onClose: () => void;
}

/** Paragraphs of a text under `register.<key>` (decided copy: the spec gives none for the terms). */
function TextModal({ open, onClose, titleKey, paragraphsKey }: TextModalProps & { titleKey: string; paragraphsKey: string }) {
  const { t } = useTranslation();
  const paragraphs = t(paragraphsKey, { returnObjects: true }) as unknown;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t(titleKey)}
      animation="slide"
      closeLabel={t('header.close')}
      footer={
        <Button block onClick={onClose}>
          {t('ok')}
        </Button>
      }
    >
      {Object.entries(paragraphs && typeof paragraphs === 'object' ? paragraphs : {}).map(([k, p]) => (
        <p key={k}>{String(p)}</p>
      ))}
    </Modal>
  );
}

/** the terms modal of the register popup. */
export const TermsModal = (props: TextModalProps) => <TextModal {...props} titleKey="register.terms" paragraphsKey="register.terms_text" />;

/** the policy modal; its content is the spec's privacy policy (A§1). */
export const PolicyModal = (props: TextModalProps) => (
  <TextModal {...props} titleKey="register.policy" paragraphsKey="register.policy_text" />
);
