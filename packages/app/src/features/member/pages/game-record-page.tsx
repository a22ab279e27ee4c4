import type { BetRecord } from '@m/contracts';
import { List, ListRow, NoData } from '@m/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getBetRecords } from '../api/member-api';
import { AsyncView } from '../components/async-view';
import { FeatureOff, useFeatureOff } from '../components/feature-off';
import { Pager } from '../components/pager';
import { RangeFilter } from '../components/range-filter';
import { formatDateTime, formatMoney, formatSigned, rangeOf, type DateRange } from '../money';
import { useLoad } from '../../../shared/api/query-cache';
import { serverNow } from '../../../shared/time/server-clock';
import { RECORDS_PAGE_SIZE } from './transaction-record-page';

/** /m/gameRecord (A-018, decided; TRANSBETREPMEM3): bets by period, stake, payout and result, 10 a page. */
export function GameRecordPage() {
  const off = useFeatureOff('TRANSBETREPMEM3');
  return off ? <FeatureOff /> : <GameRecords />;
}

function GameRecords() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>('all');
  const [page, setPage] = useState(1);
  const state = useLoad(['member.betRecords', range, page], () => {
    return getBetRecords({ ...rangeOf(range, serverNow()), pageNo: page, pageSize: RECORDS_PAGE_SIZE });
  });
  return (
    <div className="mem-page">
      <RangeFilter
        value={range}
        onChange={(r) => {
          setPage(1);
          setRange(r);
        }}
      />
      <AsyncView state={state}>
        {(v) =>
          v.list.length === 0 ? (
            <NoData text={t('member.bets.empty')} />
          ) : (
            <>
              <BetList bets={v.list} />
              <Pager page={v.pageNum} totalPages={v.totalPages} onPage={setPage} />
            </>
          )
        }
      </AsyncView>
    </div>
  );
}

export function BetList({ bets }: { bets: BetRecord[] }) {
  const { t } = useTranslation();
  return (
    <List variant="inset" aria-label={t('titles.gameRecord')}>
      {bets.map((b) => (
        <li key={b.id}>
          <ListRow
            title={
              <>
                {b.gameName} <span className="mem-muted">({b.vendor})</span>
              </>
            }
            description={
              <span className="mem-record-sub">
                <span>{formatDateTime(b.createdAt)}</span>
                <span>{t('member.bets.stake', { amount: formatMoney(b.betAmount) })}</span>
                <span>{t('member.bets.payout', { amount: formatMoney(b.winAmount) })}</span>
              </span>
            }
            trailing={<span className={b.winAmount - b.betAmount >= 0 ? 'mem-credit' : 'mem-debit'}>{formatSigned(b.winAmount - b.betAmount)}</span>}
          />
        </li>
      ))}
    </List>
  );
}
