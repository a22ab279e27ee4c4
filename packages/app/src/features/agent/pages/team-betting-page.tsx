import { Button, NoData } from '@m/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedLoad } from '../../../shared/api/paged-load';
import { useUiStore } from '../../../shared/stores/ui-store';
import { getTeamBetting } from '../api/agent-api';
import { type Range, RANGES, useRangeDates, useMoney, dateTime, Table } from '../components/agent-page-kit';
import { PeriodTabs } from '../../../shared/forms/period-tabs';
import { LoadView } from '../../../shared/api/load-view';
import '../components/agent.css';

/** /m/teamBetting */
export function TeamBettingPage() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [range, setRange] = useState<Range>('week');
  const { startDate, endDate } = useRangeDates(range);
  // Lottery game names come in the display language: switching language reloads the list from
  // page 1, as a new range does; 'more' appends the next page under the rows shown.
  const bets = usePagedLoad(['agent.teamBetting', range, endDate, useUiStore((s) => s.language)], async (pageNo) => {
    const page = await getTeamBetting(startDate, endDate, pageNo);
    return { items: page.list, pageNum: page.pageNum, totalPages: page.totalPages };
  });
  return (
    <div className="agent-page">
      <PeriodTabs periods={RANGES} texts="agent.range" value={range} onChange={setRange} />
      <LoadView state={bets} empty={<NoData text={t('agent.empty')} />}>
        {(list) => (
          <>
            <Table
              head={[t('agent.time'), t('agent.member'), t('agent.game'), t('agent.betAmount'), t('agent.winLoss')]}
              rows={list.map((b) => [dateTime(b.betTime, i18n.language), b.username, b.gameName, money(b.betAmount), money(b.winLoss)])}
            />
            {bets.hasMore && (
              <Button variant="secondary" loading={bets.loading} onClick={bets.loadMore}>
                {t('agent.more')}
              </Button>
            )}
          </>
        )}
      </LoadView>
    </div>
  );
}
