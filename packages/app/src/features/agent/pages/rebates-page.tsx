import type { RebatesValue } from '@m/contracts';
import { NoData } from '@m/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPercent } from '../../../shared/format';
import { useLoad } from '../../../shared/api/query-cache';
import { getRebates } from '../api/agent-api';
import { type Range, RANGES, useRangeDates, useMoney, Table } from '../components/agent-page-kit';
import { PeriodTabs } from '../../../shared/forms/period-tabs';
import { LoadView } from '../../../shared/api/load-view';
import '../components/agent.css';

/** /m/member/agent/agentRebeat (self) and /m/member/teamRebate (team). */
export function RebatesPage({ scope }: { scope: 'self' | 'team' }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [range, setRange] = useState<Range>('week');
  const dates = useRangeDates(range);
  const state = useLoad<RebatesValue>(['agent.rebates', scope, range, dates.endDate], () => getRebates({ scope, ...dates }));
  return (
    <div className="agent-page">
      <PeriodTabs periods={RANGES} texts="agent.range" value={range} onChange={setRange} />
      <LoadView state={state} empty={<NoData text={t('agent.empty')} />}>
        {(v) => (
          <Table
            head={[t('agent.date'), t('agent.validBet'), t('agent.rate'), t('agent.amount')]}
            rows={v.list.map((r) => [formatDate(r.date, undefined, 'UTC'), money(r.validBet), formatPercent(r.rate, 2), money(r.amount)])}
            foot={[t('agent.total'), '', '', money(v.total)]}
          />
        )}
      </LoadView>
    </div>
  );
}
