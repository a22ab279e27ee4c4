import { WALLET_RECORD_TYPES, type WalletRecord } from '@m/contracts';
import { List, ListRow, Tabs } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { getWalletRecords } from '../api/member-api';
import { FeatureOff, useFeatureOff } from '../components/feature-off';
import { PagedRecords } from '../components/paged-records';
import { formatDateTime, formatSigned } from '../money';
import '../member.css';

const ALL = 'all';

/** `?types=A` (agent records, G§4) or a comma list of record types; anything else is "all". */
export function typesOf(param: string | null): string {
  if (!param) return ALL;
  const list = param.split(',').filter((x) => (WALLET_RECORD_TYPES as readonly string[]).includes(x));
  return list.length ? list.join(',') : ALL;
}

/**
 * /m/transaction/record (A-018, decided; TRANSREC3): the account records, newest first, by type
 * (tabs; `?types=A` opens the agent records) and period (today, 7 or 30 days), 10 a page.
 */
export function TransactionRecordPage() {
  const off = useFeatureOff('TRANSREC3');
  return off ? <FeatureOff /> : <TransactionRecords />;
}

function TransactionRecords() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const types = typesOf(params.get('types'));
  const tabIds = [ALL, ...WALLET_RECORD_TYPES] as string[];
  return (
    <PagedRecords
      loadKey={['member.walletRecords', types]}
      load={(query) => getWalletRecords({ ...(types === ALL ? {} : { types }), ...query })}
      emptyText={t('member.record.empty')}
      filters={(toFirstPage) => (
        <Tabs
          variant="line"
          ariaLabel={t('member.record.typesLabel')}
          value={tabIds.includes(types) ? types : ALL}
          onChange={(id) => {
            toFirstPage();
            setParams(id === ALL ? {} : { types: id }, { replace: true });
          }}
          items={tabIds.map((id) => ({ id, label: t(`member.recordTypes.${id}`) }))}
          className="mem-scroll-tabs"
        />
      )}
    >
      {(list) => <RecordList records={list} />}
    </PagedRecords>
  );
}

/** Wallet records as the site's one list: type, signed amount, time, status, balance after. */
export function RecordList({ records, label, plain = false }: { records: WalletRecord[]; label?: string; plain?: boolean }) {
  const { t } = useTranslation();
  return (
    <List variant={plain ? 'plain' : 'inset'} aria-label={label ?? t('titles.transactionRecord')}>
      {records.map((r) => (
        <li key={r.id}>
          <ListRow
            title={t(`member.recordTypes.${r.type}`)}
            description={
              <span className="mem-record-sub">
                <span>{formatDateTime(r.createdAt)}</span>
                <span>{t(`member.status.${r.status}`)}</span>
                <span>{t('member.record.after', { balance: formatSigned(r.balanceAfter).replace(/^\+/, '') })}</span>
              </span>
            }
            trailing={<span className={r.amount >= 0 ? 'mem-credit' : 'mem-debit'}>{formatSigned(r.amount)}</span>}
          />
        </li>
      ))}
    </List>
  );
}
