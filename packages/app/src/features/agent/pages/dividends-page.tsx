import type { DividendsValue } from '@m/contracts';
import { NoData } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { formatPercent, formatWallPeriod } from '../../../shared/format';
import { useLoad } from '../../../shared/api/query-cache';
import { getDividends } from '../api/agent-api';
import { useMoney, Table } from '../components/agent-page-kit';
import { LoadView } from '../../../shared/api/load-view';
import '../components/agent.css';

/** /m/member/agent/agentDivident */
export function DividendsPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const state = useLoad<DividendsValue>('agent.dividends', getDividends);
  return (
    <div className="agent-page">
      <LoadView state={state}>
        {(v) =>
          !v.shown || v.list.length === 0 ? (
            <NoData text={t('agent.dividendsOff')} />
          ) : (
            <Table
              head={[t('agent.period'), t('agent.teamProfit'), t('agent.ratio'), t('agent.amount'), t('agent.statusLabel')]}
              rows={v.list.map((r) => [
                formatWallPeriod(r.period),
                money(r.teamProfit),
                formatPercent(r.ratio),
                money(r.amount),
                t(`agent.status.${r.status}`),
              ])}
            />
          )
        }
      </LoadView>
    </div>
  );
}
