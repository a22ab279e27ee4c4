import { NoData } from '@m/ui';
import { useState, type ReactNode } from 'react';
import { useLoad } from '../../../shared/api/query-cache';
import { serverNow } from '../../../shared/time/server-clock';
import { DATE_RANGES, rangeOf, type DateRange } from '../money';
import { LoadView } from '../../../shared/api/load-view';
import { Pager } from './pager';
import { PeriodTabs } from '../../../shared/forms/period-tabs';
import '../member.css';

/** Records per page on the record pages. */
export const RECORDS_PAGE_SIZE = 10;

/** What a record page asks its endpoint for: the period (none = all) and the page. */
export interface RecordsQuery {
  from?: number;
  to?: number;
  pageNo: number;
  pageSize: number;
}

export interface PagedRecordsProps<T> {
  /** The load key before the period and the page (added here): the endpoint, then filters of the page's own. */
  loadKey: readonly unknown[];
  load: (query: RecordsQuery) => Promise<{ list: T[]; pageNum: number; totalPages: number }>;
  /** Shown when the period (and filters) hold no record. */
  emptyText: string;
  /** Filters above the period filter (the account record's type tabs); a change goes back to page 1 by `toFirstPage`. */
  filters?: (toFirstPage: () => void) => ReactNode;
  /** The records of the page, as the page lists them. */
  children: (list: T[]) => ReactNode;
}

/**
 * The body of a record page (account records, betting records; A-018): the period filter (all,
 * today, 7 or 30 days by the server's clock), the load with its spinner and retry, the empty
 * text, and the pager. A new period or filter starts again at page 1.
 */
export function PagedRecords<T>({ loadKey, load, emptyText, filters, children }: PagedRecordsProps<T>) {
  const [range, setRange] = useState<DateRange>('all');
  const [page, setPage] = useState(1);
  const state = useLoad([...loadKey, range, page], () =>
    load({ ...rangeOf(range, serverNow()), pageNo: page, pageSize: RECORDS_PAGE_SIZE }),
  );
  return (
    <div className="mem-page">
      {filters?.(() => setPage(1))}
      <PeriodTabs
        periods={DATE_RANGES}
        texts="member.range"
        value={range}
        onChange={(r) => {
          setPage(1);
          setRange(r);
        }}
      />
      <LoadView state={state} spinnerSize="lg" empty={<NoData text={emptyText} />}>
        {(v) => (
          <>
            {children(v.list)}
            <Pager page={v.pageNum} totalPages={v.totalPages} onPage={setPage} />
          </>
        )}
      </LoadView>
    </div>
  );
}
