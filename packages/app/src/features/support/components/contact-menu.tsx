import { Icon, VisuallyHidden } from '@m/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { useSettingsStore } from '../../../shared/stores/settings-store';
import { openExternal } from '../open-url';
import { openSupportMenu } from '../support-menu-store';
import { useLiveChatAllowed, useSupportActions } from '../use-support-actions';
import './support.css';

export type ContactChannel = 'telegram' | 'facebook' | 'liveChat' | 'whatsapp';

export interface ContactMenuViewProps {
  channels: ContactChannel[];
  bottom: boolean;
  onPick: (channel: ContactChannel | 'more') => void;
}

const LABEL: Record<ContactChannel, string> = {
  telegram: 'support.contact.telegram',
  facebook: 'support.contact.facebook',
  liveChat: 'support.contact.live_chat',
  whatsapp: 'support.contact.whatsapp',
};

/** The floating contact menu (Telegram, Facebook, live chat, WhatsApp); at the bottom on /m/login and /m/register. */
export function ContactMenuView({ channels, bottom, onPick }: ContactMenuViewProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const list = useId();
  return (
    <nav className={bottom ? 'm-contact m-contact--bottom' : 'm-contact'} aria-label={t('support.contact.open')}>
      {open ? (
        <ul id={list}>
          {channels.map((c) => (
            <li key={c}>
              <button type="button" onClick={() => onPick(c)}>
                {t(LABEL[c])}
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                onPick('more');
              }}
            >
              {t('support.contact.more')}
            </button>
          </li>
        </ul>
      ) : null}
      <button
        type="button"
        className="m-contact__toggle"
        aria-expanded={open}
        aria-controls={open ? list : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name={open ? 'close' : 'service'} size={22} />
        <VisuallyHidden>{open ? t('support.contact.close') : t('support.contact.open')}</VisuallyHidden>
      </button>
    </nav>
  );
}

/** Home section: the floating contact menu wired to the settings' channels and the live-chat rule (A-116). */
export function ContactMenu() {
  const { pathname } = useLocation();
  const settings = useSettingsStore((s) => s.settings);
  const chat = useLiveChatAllowed();
  const { openLiveChat } = useSupportActions();
  if (!settings) return null;
  const cs = settings.info.customerService;
  const channels: ContactChannel[] = [];
  if (cs.telegram) channels.push('telegram');
  if (cs.facebook) channels.push('facebook');
  if (chat) channels.push('liveChat');
  if (cs.whatsapp) channels.push('whatsapp');
  const onPick = (c: ContactChannel | 'more') => {
    if (c === 'more') openSupportMenu();
    else if (c === 'liveChat') void openLiveChat();
    else openExternal(cs[c]);
  };
  const bottom = pathname === paths.login || pathname === paths.register || pathname === '/m/register.html';
  return <ContactMenuView channels={channels} bottom={bottom} onPick={onPick} />;
}
