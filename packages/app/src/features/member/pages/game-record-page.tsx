import type { BetRecord } from '@m/contracts';
import { List, ListRow } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { getBetRecords } from '../api/member-api';
import { FeatureOff, useFeatureOff } from '../components/feature-off';
import { PagedRecords } from '../components/paged-records';
import { formatDateTime, formatMoney, formatSigned } from '../money';
import '../member.css';

/** /m/gameRecord (A-018, decided; TRANSBETREPMEM3): bets by period, stake, payout and result, 10 a page. */
export function GameRecordPage() {
  const off = useFeatureOff('TRANSBETREPMEM3');
  return off ? <FeatureOff /> : <GameRecords />;
}

function GameRecords() {
  const { t } = useTranslation();
  return (
    <PagedRecords loadKey={['member.betRecords']} load={getBetRecords} emptyText={t('member.bets.empty')}>
      {(list) => <BetList bets={list} />}
    </PagedRecords>
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
            trailing={
              <span className={b.winAmount - b.betAmount >= 0 ? 'mem-credit' : 'mem-debit'}>{formatSigned(b.winAmount - b.betAmount)}</span>
            }
          />
        </li>
      ))}
    </List>
  );
}
