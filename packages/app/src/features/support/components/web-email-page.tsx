import type { Mail } from '@m/contracts';
import { List, NoData } from '@m/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { formatWallDateTime } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import { useSessionStore } from '../../../shared/stores/session-store';
import { useSettingsStore } from '../../../shared/stores/settings-store';
import { refreshUnreadCounts } from '../../../shared/unread/use-unread-counts';
import { getInbox, markMailRead } from '../api/support-api';
import { useLoad } from '../../../shared/api/query-cache';
import { LoadView } from '../../../shared/api/load-view';
import { UnreadRow } from './unread-row';
import './support.css';
import { useUiStore } from '../../../shared/stores/ui-store';

export interface InboxViewProps {
  mails: Mail[];
  unread: number;
  openId: number | null;
  onToggle: (mail: Mail) => void;
}

/** The mail centre's list: one mail open at a time, unread dots, the unread count. */
export function InboxView({ mails, unread, openId, onToggle }: InboxViewProps) {
  const { t } = useTranslation();
  const base = useId();
  if (!mails.length) return <NoData text={t('support.inbox.empty')} />;
  return (
    <>
      <p className="m-support-hint" aria-live="polite">
        {t('support.inbox.unread_count', { count: unread })}
      </p>
      <List variant="inset">
        {mails.map((m) => (
          <UnreadRow
            key={m.id}
            title={m.title}
            read={m.read}
            open={m.id === openId}
            panelId={`${base}-${m.id}`}
            content={m.content}
            description={t('support.inbox.sent_at', { date: formatWallDateTime(m.sentAt) })}
            onToggle={() => onToggle(m)}
            end="chevron"
          />
        ))}
      </List>
    </>
  );
}

/** /m/webEmail: the inbox; opening an unread mail marks it read and refreshes the shared inbox counter. */
export default function WebEmailPage() {
  const { t } = useTranslation();
  const guest = useSessionStore((s) => s.session === null);
  const mailcen = useSettingsStore((s) => s.settings?.info.whitelabel.MAILCEN ?? true);
  const state = useLoad(['support.inbox', guest, mailcen, useUiStore((s) => s.language)], async () =>
    guest || !mailcen ? { list: [], total: 0, unread: 0 } : await getInbox(),
  );
  const [openId, setOpenId] = useState<number | null>(null);
  if (guest) return <Navigate to={paths.login} replace state={{ from: paths.webEmail }} />;

  const onToggle = (m: Mail) => {
    const opening = openId !== m.id;
    setOpenId(opening ? m.id : null);
    if (!opening || m.read || !state.data) return;
    const data = state.data;
    void markMailRead(m.id).then(
      (r) => {
        state.set({ ...data, unread: r.unread, list: data.list.map((x) => (x.id === m.id ? { ...x, read: true } : x)) });
        void refreshUnreadCounts();
      },
      () => undefined,
    );
  };

  return (
    <section className="m-support-page" aria-labelledby="m-inbox-title">
      <h2 id="m-inbox-title">{t('support.inbox.title')}</h2>
      {mailcen ? (
        <LoadView state={state}>{(v) => <InboxView mails={v.list} unread={v.unread} openId={openId} onToggle={onToggle} />}</LoadView>
      ) : (
        <NoData text={t('support.inbox.disabled')} />
      )}
    </section>
  );
}
