import { WALLET_RECORD_TYPES, type WalletRecord } from '@m/contracts';
import { List, ListRow, NoData, Tabs } from '@m/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { getWalletRecords } from '../api/member-api';
import { AsyncView } from '../components/async-view';
import { FeatureOff, useFeatureOff } from '../components/feature-off';
import { Pager } from '../components/pager';
import { RangeFilter } from '../components/range-filter';
import { formatDateTime, formatSigned, rangeOf, type DateRange } from '../money';
import { useLoad } from '../../../shared/api/query-cache';
import { serverNow } from '../../../shared/time/server-clock';

export const RECORDS_PAGE_SIZE = 10;
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
  const [range, setRange] = useState<DateRange>('all');
  const [page, setPage] = useState(1);
  const state = useLoad(['member.walletRecords', types, range, page], () => {
    return getWalletRecords({ ...(types === ALL ? {} : { types }), ...rangeOf(range, serverNow()), pageNo: page, pageSize: RECORDS_PAGE_SIZE });
  });
  const tabIds = [ALL, ...WALLET_RECORD_TYPES] as string[];
  return (
    <div className="mem-page">
      <Tabs
        variant="line"
        ariaLabel={t('member.record.typesLabel')}
        value={tabIds.includes(types) ? types : ALL}
        onChange={(id) => {
          setPage(1);
          setParams(id === ALL ? {} : { types: id }, { replace: true });
        }}
        items={tabIds.map((id) => ({ id, label: t(`member.recordTypes.${id}`) }))}
        className="mem-scroll-tabs"
      />
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
            <NoData text={t('member.record.empty')} />
          ) : (
            <>
              <RecordList records={v.list} />
              <Pager page={v.pageNum} totalPages={v.totalPages} onPage={setPage} />
            </>
          )
        }
      </AsyncView>
    </div>
  );
}

/** Wallet records as the site's one list (issue 20 item 2): type, signed amount, time, status, balance after. */
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
