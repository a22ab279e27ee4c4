import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PagedRecords, RECORDS_PAGE_SIZE, type RecordsQuery } from './paged-records';

const DAY_MS = 86_400_000;

/** An endpoint of `total` records named r1, r2, ...: the page asked for, as the record endpoints answer. */
function endpoint(total: number) {
  return vi.fn((q: RecordsQuery) => {
    const totalPages = Math.ceil(total / q.pageSize);
    const first = (q.pageNo - 1) * q.pageSize;
    const list = Array.from({ length: Math.max(0, Math.min(q.pageSize, total - first)) }, (_, i) => `r${first + i + 1}`);
    return Promise.resolve({ list, pageNum: q.pageNo, totalPages });
  });
}

/** A record page with one filter of its own (as the account record's type tabs), keyed into the load. */
function Page({
  load,
  emptyText = 'No records',
}: {
  load: (q: RecordsQuery) => Promise<{ list: string[]; pageNum: number; totalPages: number }>;
  emptyText?: string;
}) {
  const [kind, setKind] = useState('a');
  return (
    <PagedRecords
      loadKey={['test.records', kind]}
      load={load}
      emptyText={emptyText}
      filters={(toFirstPage) => (
        <button
          type="button"
          onClick={() => {
            toFirstPage();
            setKind(kind === 'a' ? 'b' : 'a');
          }}
        >
          Other kind
        </button>
      )}
    >
      {(list) => (
        <ul aria-label="Records">
          {list.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
    </PagedRecords>
  );
}

describe('PagedRecords (the record pages, A-018)', () => {
  it('loads the first page of every period, 10 a page, and pages on', async () => {
    const load = endpoint(25);
    render(<Page load={load} />);
    expect(await screen.findByText('r1')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: RECORDS_PAGE_SIZE });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('r11')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: RECORDS_PAGE_SIZE });
  });

  it('a period or a filter of the page starts again at page 1; the period is a range up to now', async () => {
    const load = endpoint(25);
    render(<Page load={load} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    await userEvent.click(screen.getByRole('tab', { name: '7 days' }));
    await screen.findByText('Page 1 of 3');
    const week = load.mock.lastCall?.[0];
    expect(week).toMatchObject({ pageNo: 1 });
    expect((week?.to ?? 0) - (week?.from ?? 0)).toBe(7 * DAY_MS);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Other kind' }));
    await screen.findByText('Page 1 of 3');
    expect(load.mock.lastCall?.[0]).toMatchObject({ pageNo: 1 });
  });

  it('says so when there is no record, without a pager', async () => {
    render(<Page load={endpoint(0)} emptyText="No bets yet" />);
    expect(await screen.findByText('No bets yet')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('a failed load offers a retry that loads again', async () => {
    const ok = endpoint(3);
    const load = vi.fn((q: RecordsQuery) => (load.mock.calls.length === 1 ? Promise.reject(new Error('500')) : ok(q)));
    render(<Page load={load} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Loading failed, click to retry' }));
    await waitFor(() => expect(screen.getByText('r3')).toBeInTheDocument());
  });
});
