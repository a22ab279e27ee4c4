import type { TeamBettingValue } from '@m/contracts';
import { Button, NoData } from '@m/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../../../shared/api/query-cache';
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
  const [pages, setPages] = useState(1);
  const { startDate, endDate } = useRangeDates(range);
  // Lottery game names come in the display language: switching language reloads the list.
  const state = useLoad<TeamBettingValue>(['agent.teamBetting', range, endDate, pages, useUiStore((s) => s.language)], async () => {
    const all = await Promise.all(Array.from({ length: pages }, (_, i) => getTeamBetting(startDate, endDate, i + 1)));
    return { ...all[all.length - 1]!, list: all.flatMap((p) => p.list) };
  });
  return (
    <div className="agent-page">
      <PeriodTabs
        periods={RANGES}
        texts="agent.range"
        value={range}
        onChange={(r) => {
          setPages(1);
          setRange(r);
        }}
      />
      <LoadView state={state}>
        {(v) =>
          v.list.length === 0 ? (
            <NoData text={t('agent.empty')} />
          ) : (
            <>
              <Table
                head={[t('agent.time'), t('agent.member'), t('agent.game'), t('agent.betAmount'), t('agent.winLoss')]}
                rows={v.list.map((b) => [dateTime(b.betTime, i18n.language), b.username, b.gameName, money(b.betAmount), money(b.winLoss)])}
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
