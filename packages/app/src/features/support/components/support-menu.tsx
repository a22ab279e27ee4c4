import { Icon, Modal, useStatusMark, type IconName } from '@m/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { useSettingsStore } from '../../../shared/stores/settings-store';
import { useUnreadCounts } from '../../../shared/unread/use-unread-counts';
import { closeSupportMenu, useSupportMenuStore } from '../support-menu-store';
import { supportMenuEntries, type SupportEntry } from '../support-menu-rules';
import { useAnnouncementUnread } from '../use-announcement-unread';
import { useSupportActions, useSupportMember } from '../use-support-actions';
import './support.css';

const ICONS: Record<SupportEntry, IconName> = {
  customer: 'service',
  messages: 'mail',
  announcements: 'star',
  liveChat: 'service',
  help: 'warning',
};
const LABELS: Record<SupportEntry, string> = {
  customer: 'support.menu.customer',
  messages: 'support.menu.messages',
  announcements: 'support.menu.announcements',
  liveChat: 'support.menu.live_chat',
  help: 'support.menu.help',
};

export interface SupportMenuViewProps {
  open: boolean;
  entries: SupportEntry[];
  /** Unread dots: announcements and live chat. */
  dots: Partial<Record<SupportEntry, boolean>>;
  onSelect: (entry: SupportEntry) => void;
  onClose: () => void;
}

/** One entry; an unread dot is the ui status mark: the button is described 'unread' and carries data-unread. */
function SupportMenuEntry({ entry, dot, onSelect }: { entry: SupportEntry; dot: boolean; onSelect: (entry: SupportEntry) => void }) {
  const { t } = useTranslation();
  const unread = useStatusMark('unread', { description: dot ? t('support.menu.unread') : null });
  return (
    <button type="button" onClick={() => onSelect(entry)} {...unread.hostProps}>
      <Icon name={ICONS[entry]} size={20} />
      {t(LABELS[entry])}
      {unread.mark}
    </button>
  );
}

/** The support menu modal (A-114..A-117): props in, callbacks out. */
export function SupportMenuView({ open, entries, dots, onSelect, onClose }: SupportMenuViewProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('support.menu.title')} closeLabel={t('header.close')} animation="slide">
      <ul className="m-menu-entries">
        {entries.map((e) => (
          <li key={e}>
            <SupportMenuEntry entry={e} dot={dots[e] === true} onSelect={onSelect} />
          </li>
        ))}
      </ul>
    </Modal>
  );
}

/** The support menu wired to the stores; closes on a route change, the mask or the close button. */
export default function SupportMenu() {
  const open = useSupportMenuStore((s) => s.open);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const settings = useSettingsStore((s) => s.settings);
  const unread = useUnreadCounts();
  const announcementsUnread = useAnnouncementUnread();
  const { openCustomerService, openLiveChat } = useSupportActions();

  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current) closeSupportMenu();
    firstPath.current = pathname;
  }, [pathname]);

  const wl = settings?.info.whitelabel;
  const entries = supportMenuEntries({ mailcen: wl?.MAILCEN ?? false, cbs3: wl?.CBS3 ?? false, member: useSupportMember() });

  const onSelect = (e: SupportEntry) => {
    closeSupportMenu();
    if (e === 'customer') void openCustomerService();
    else if (e === 'liveChat') void openLiveChat();
    else if (e === 'messages') void navigate(paths.webEmail);
    else if (e === 'announcements') void navigate(paths.notice);
    else void navigate(paths.help);
  };

  return (
    <SupportMenuView
      open={open}
      entries={entries}
      dots={{ announcements: announcementsUnread > 0, liveChat: unread.chat > 0 }}
      onSelect={onSelect}
      onClose={closeSupportMenu}
    />
  );
}
