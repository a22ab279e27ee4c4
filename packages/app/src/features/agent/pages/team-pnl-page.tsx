import type { TeamPnlValue } from '@m/contracts';
import { NoData } from '@m/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../../../shared/api/query-cache';
import { getTeamPnl } from '../api/agent-api';
import { type Range, RANGES, useRangeDates, useMoney, Table } from '../components/agent-page-kit';
import { PeriodTabs } from '../../../shared/forms/period-tabs';
import { LoadView } from '../../../shared/api/load-view';
import '../components/agent.css';

/** /m/agent/team/pnl */
export function TeamPnlPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const [range, setRange] = useState<Range>('today');
  const { startDate, endDate } = useRangeDates(range);
  const state = useLoad<TeamPnlValue>(['agent.teamPnl', range, endDate], () => getTeamPnl(startDate, endDate));
  return (
    <div className="agent-page">
      <PeriodTabs periods={RANGES} texts="agent.range" value={range} onChange={setRange} />
      <LoadView state={state} empty={<NoData text={t('agent.empty')} />}>
        {(v) => (
          <Table
            head={[t('agent.member'), t('agent.betAmount'), t('agent.validBet'), t('agent.winLoss'), t('agent.rebate')]}
            rows={v.list.map((r) => [r.username, money(r.betAmount), money(r.validBet), money(r.winLoss), money(r.rebate)])}
            foot={[t('agent.total'), money(v.footer.betAmount), money(v.footer.validBet), money(v.footer.winLoss), money(v.footer.rebate)]}
          />
        )}
      </LoadView>
    </div>
  );
}
