import type { TeamKpiValue } from '@m/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../../../shared/api/query-cache';
import { formatCount, formatWallDate } from '../../../shared/format';
import { getTeamKpi } from '../api/agent-api';
import { type Range, RANGE_DAYS, RANGES, useRangeDates, Table } from '../components/agent-page-kit';
import { PeriodTabs } from '../../../shared/forms/period-tabs';
import { LoadView } from '../../../shared/api/load-view';
import '../components/agent.css';

/** /m/agent/team/overview: team counters for a period, per day. */
export function TeamOverviewPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<Range>('week');
  const days = RANGE_DAYS[range] + 1;
  const { startDate, endDate } = useRangeDates(range);
  const state = useLoad<TeamKpiValue>(['agent.teamKpi', range, endDate], () => getTeamKpi(startDate, endDate, days));
  return (
    <div className="agent-page">
      <PeriodTabs periods={RANGES} texts="agent.range" value={range} onChange={setRange} />
      <LoadView state={state}>
        {(v) => (
          <>
            <p>{t('agent.overview.size', { count: v.teamSize })}</p>
            <dl className="agent-kpi">
              {(Object.keys(v.footer) as Array<keyof typeof v.footer>).map((k) => (
                <div key={k}>
                  <dt>{t(`agent.kpi.${k}`)}</dt>
                  <dd>{formatCount(v.footer[k])}</dd>
                </div>
              ))}
            </dl>
            <h2 className="agent-subtitle">{t('agent.overview.daily')}</h2>
            <Table
              head={[
                t('agent.date'),
                t('agent.kpi.teamLoginMemberCount'),
                t('agent.kpi.teamBetMemberCount'),
                t('agent.kpi.teamRegisterMemberCount'),
              ]}
              rows={[...v.list]
                .reverse()
                .map((d) => [
                  formatWallDate(d.date),
                  formatCount(d.teamLoginMemberCount),
                  formatCount(d.teamBetMemberCount),
                  formatCount(d.teamRegisterMemberCount),
                ])}
            />
          </>
        )}
      </LoadView>
    </div>
  );
}
