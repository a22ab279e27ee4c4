import type { WhitelabelKey } from '@m/contracts';
import { Button, Icon, Modal } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { quickMenuEntries } from '../agent-logic';
import './agent.css';

export interface QuickMenuProps {
  open: boolean;
  whitelabel: Partial<Record<WhitelabelKey, boolean>>;
  onClose: () => void;
  /** Called with the entry's path; the caller navigates (the modal closes first). */
  onChoose: (to: string) => void;
}

/** G-092, G-093: the agent quick menu; each entry behind its flag; choosing or the mask closes it. */
export function QuickMenu({ open, whitelabel, onClose, onChoose }: QuickMenuProps) {
  const { t } = useTranslation();
  const entries = quickMenuEntries(whitelabel);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('agent.quickMenu.title')}
      closeLabel={t('agent.quickMenu.close')}
      closeOnMask
      animation="slide"
    >
      <ul className="agent-quick-menu">
        {entries.map((e) => (
          <li key={e.id}>
            <Button
              variant="ghost"
              block
              onClick={() => {
                onClose();
                onChoose(e.to);
              }}
            >
              <Icon name={e.icon} size={20} />
              {t(`agent.quickMenu.${e.id}`)}
            </Button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
