import { useCallback, useEffect, useRef, useState } from 'react';
import { asRead } from './client';
import { failureOf, query, useLoad, type LoadFailure, type LoadKey, type LoadOptions, type LoadResult } from './query-cache';

// Beside the loader, not in it: query-cache.ts is part of /m/home's first JS, and home lists no pages.

/** One page of a paged list: its items, its number (from 1) and how many pages there are. */
export interface Page<T> {
  items: T[];
  pageNum: number;
  totalPages: number;
}

export interface PagedResult<T> {
  /** As `useLoad`'s, for the first page; `error` also when the last `loadMore` failed (the items stay). */
  status: LoadResult<T>['status'];
  /** The items of every page loaded so far, in page order; empty before the first page. */
  items: T[];
  /** The items once the first page is on screen, else null (what `LoadView` draws). */
  data: T[] | null;
  /** True while a page loads (the first, a reload or `loadMore`). */
  loading: boolean;
  failure: LoadFailure | null;
  /** Pages are left after the last one loaded. */
  hasMore: boolean;
  /** Loads the next page and appends it; nothing while a page loads or when none is left. */
  loadMore: () => void;
  /** Loads the first page again; the pages after it are dropped when it arrives. */
  reload: () => void;
  /** Replaces the items on screen (the screen changed the list on the server: a favourite removed). */
  set: (items: T[]) => void;
}

interface More<T> {
  /** The first page these pages follow: a new first page (another key, a reload) drops them. */
  base: Page<T>;
  items: T[];
  pageNum: number;
  totalPages: number;
}

/**
 * A paged list through the loader: the first page is `useLoad(key)` (a new key, e.g. another
 * filter, starts again from page 1), `loadMore` appends the next page. A page that arrives for
 * an older key or first page, or after unmount, is dropped.
 */
export function usePagedLoad<T>(
  key: LoadKey | null,
  loadPage: (pageNo: number) => Promise<Page<T>>,
  { toast = false }: Pick<LoadOptions, 'toast'> = {},
): PagedResult<T> {
  const first = useLoad(key, () => loadPage(1), { toast });
  const [more, setMore] = useState<More<T> | null>(null);
  const [moreLoading, setMoreLoading] = useState<Page<T> | null>(null);
  const [moreFailure, setMoreFailure] = useState<{ base: Page<T>; failure: LoadFailure } | null>(null);
  const loadRef = useRef(loadPage);
  loadRef.current = loadPage;
  const base = first.status === 'ok' ? first.data : null;
  /** The first page on screen, for a page that arrives later: it is appended only if it follows that one. */
  const baseRef = useRef<Page<T> | null>(base);
  useEffect(() => {
    baseRef.current = base;
    return () => {
      baseRef.current = null;
    };
  }, [base]);
  const extra = base && more?.base === base ? more : null;
  const pageNum = extra?.pageNum ?? base?.pageNum ?? 0;
  const totalPages = extra?.totalPages ?? base?.totalPages ?? 0;
  const hasMore = base !== null && pageNum < totalPages;
  const busy = base !== null && moreLoading === base;
  const failed = base && moreFailure?.base === base ? moreFailure.failure : null;
  /** The next pages' own keys: the list's key and the page number (a page load is shared while it runs, never kept). */
  const k = key === null ? null : JSON.stringify(['page', key]);

  const loadMore = useCallback(() => {
    if (!base || busy || !hasMore || k === null) return;
    const next = pageNum + 1;
    setMoreLoading(base);
    setMoreFailure(null);
    // A next page is a read too: its network failure shows beside the items (LoadFailed), unless `toast`.
    const run = () => loadRef.current(next);
    query(`${k}:${next}`, toast ? run : () => asRead(run), { keep: false }).then(
      (page) => {
        if (baseRef.current !== base) return;
        setMoreLoading(null);
        setMore((m) => {
          const before = m?.base === base ? m.items : [];
          return { base, items: [...before, ...page.items], pageNum: page.pageNum, totalPages: page.totalPages };
        });
      },
      (e: unknown) => {
        if (baseRef.current !== base) return;
        setMoreLoading(null);
        setMoreFailure({ base, failure: failureOf(e) });
      },
    );
  }, [base, busy, hasMore, k, pageNum, toast]);

  const { set: setFirst, reload } = first;
  const set = useCallback(
    (items: T[]) => {
      // The whole list becomes the first page, as far as it reached, so `loadMore` goes on after it.
      setFirst({ items, pageNum, totalPages });
      setMore(null);
    },
    [setFirst, pageNum, totalPages],
  );

  const items = base ? (extra ? [...base.items, ...extra.items] : base.items) : [];
  return {
    status: failed ? 'error' : first.status,
    items,
    data: base ? items : null,
    loading: first.loading || busy,
    failure: failed ?? first.failure,
    hasMore,
    loadMore,
    reload,
    set,
  };
}
