import { List, ListRow, NoData } from '@m/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../shared/safe-html';
import { getAgentNotices } from '../api/member-api';
import { LoadView } from '../../../shared/api/load-view';
import { useLoad } from '../../../shared/api/query-cache';
import { useUiStore } from '../../../shared/stores/ui-store';
import '../member.css';

/** /m/member/notice?types=A (A-018, decided): the agents' notices (announcements of type A), one open at a time. */
export function MemberNoticePage() {
  const { t } = useTranslation();
  const state = useLoad(['member.agent-notices', useUiStore((s) => s.language)], getAgentNotices);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="mem-page">
      <LoadView state={state} spinnerSize="lg" empty={<NoData text={t('member.notices.empty')} />}>
        {(list) => (
          <List variant="inset" aria-label={t('titles.memberNotice')}>
            {list.map((n) => (
              <li key={n.id}>
                <ListRow
                  as="button"
                  type="button"
                  aria-expanded={open === n.id}
                  aria-controls={`notice-${n.id}`}
                  onClick={() => setOpen(open === n.id ? null : n.id)}
                  title={n.title}
                  trailing={<span className="mem-muted">{n.startDate.slice(0, 10)}</span>}
                />
                {open === n.id ? <SafeHtml id={`notice-${n.id}`} className="mem-notice-body" html={n.content} /> : null}
              </li>
            ))}
          </List>
        )}
      </LoadView>
    </div>
  );
}
