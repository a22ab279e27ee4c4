import type { TeamMembersValue } from '@m/contracts';
import { Button, NoData } from '@m/ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../../../shared/api/query-cache';
import { getTeamMembers } from '../api/agent-api';
import { useMoney, dateTime, Table } from '../components/agent-page-kit';
import { LoadView } from '../../../shared/api/load-view';
import '../components/agent.css';

/** /m/member/team: team management, newest first, search and load more. */
export function TeamManagementPage() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const id = useId();
  const search = useForm({ defaultValues: { query: '' } });
  const [applied, setApplied] = useState('');
  const [pages, setPages] = useState(1);
  const state = useLoad<TeamMembersValue>(['agent.teamMembers', pages, applied], async () => {
    const all = await Promise.all(Array.from({ length: pages }, (_, i) => getTeamMembers(i + 1, applied)));
    const last = all[all.length - 1]!;
    return { ...last, list: all.flatMap((p) => p.list) };
  });
  return (
    <div className="agent-page">
      <form
        className="agent-search"
        role="search"
        onSubmit={(e) =>
          void search.handleSubmit(({ query }) => {
            setPages(1);
            setApplied(query.trim());
          })(e)
        }
      >
        <label htmlFor={`${id}-q`}>{t('agent.search')}</label>
        <input id={`${id}-q`} {...search.register('query')} maxLength={32} />
        <Button size="sm" type="submit">
          {t('agent.search')}
        </Button>
      </form>
      <LoadView state={state}>
        {(v) =>
          v.list.length === 0 ? (
            <NoData text={t('agent.empty')} />
          ) : (
            <>
              <Table
                head={[t('agent.member'), t('agent.registeredAt'), t('agent.lastLogin'), t('agent.balance'), t('agent.online')]}
                rows={v.list.map((m) => [
                  m.username,
                  dateTime(m.registeredAt, i18n.language),
                  m.lastLoginAt ? dateTime(m.lastLoginAt, i18n.language) : t('agent.never'),
                  money(m.balance),
                  m.online ? t('agent.online') : t('agent.offline'),
                ])}
              />
              {v.pageNum < v.totalPages && (
                <Button variant="secondary" onClick={() => setPages(pages + 1)}>
                  {t('agent.more')}
                </Button>
              )}
            </>
          )
        }
      </LoadView>
    </div>
  );
}
