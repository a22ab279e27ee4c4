import { Button, NoData, TextField } from '@m/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePagedLoad } from '../../../shared/api/paged-load';
import { getTeamMembers } from '../api/agent-api';
import { useMoney, dateTime, Table } from '../components/agent-page-kit';
import { LoadView } from '../../../shared/api/load-view';
import '../components/agent.css';

/** /m/member/team: team management, newest first, search and load more. */
export function TeamManagementPage() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const search = useForm({ defaultValues: { query: '' } });
  const [applied, setApplied] = useState('');
  // A new search starts again from page 1; 'more' appends the next page under the rows shown.
  const members = usePagedLoad(['agent.teamMembers', applied], async (pageNo) => {
    const page = await getTeamMembers(pageNo, applied);
    return { items: page.list, pageNum: page.pageNum, totalPages: page.totalPages };
  });
  return (
    <div className="agent-page">
      <form className="agent-search" role="search" onSubmit={(e) => void search.handleSubmit(({ query }) => setApplied(query.trim()))(e)}>
        <TextField label={t('agent.search')} {...search.register('query')} maxLength={32} />
        <Button size="sm" type="submit">
          {t('agent.search')}
        </Button>
      </form>
      <LoadView state={members} empty={<NoData text={t('agent.empty')} />}>
        {(list) => (
          <>
            <Table
              head={[t('agent.member'), t('agent.registeredAt'), t('agent.lastLogin'), t('agent.balance'), t('agent.online')]}
              rows={list.map((m) => [
                m.username,
                dateTime(m.registeredAt, i18n.language),
                m.lastLoginAt ? dateTime(m.lastLoginAt, i18n.language) : t('agent.never'),
                money(m.balance),
                m.online ? t('agent.online') : t('agent.offline'),
              ])}
            />
            {members.hasMore && (
              <Button variant="secondary" loading={members.loading} onClick={members.loadMore}>
                {t('agent.more')}
              </Button>
            )}
          </>
        )}
      </LoadView>
    </div>
  );
}
