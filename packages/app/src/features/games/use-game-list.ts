import type { Game, GameListQuery } from '@m/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LOAD_MORE_THROTTLE_MS, INFINITE_SCROLL_THRESHOLD_PX } from '../../shared/constants';
import { getFavouriteGames, getGameList, getHotGames, getRecentGames } from './api';

export type ListTab = 'all' | 'hot' | 'fav' | 'recent';

export interface ListParams {
  tab: ListTab;
  gameType: string;
  vassalage: string;
  gameName: string;
  gameClassify: string;
  minBet: string;
  pageSize: number;
  language: string;
}

interface Page {
  games: Game[];
  pageNum: number;
  totalPages: number;
}

async function fetchPage(p: ListParams, pageNo: number): Promise<Page> {
  switch (p.tab) {
    case 'hot': {
      const { list } = await getHotGames(p.gameType, p.language, p.vassalage);
      return { games: list, pageNum: 1, totalPages: 1 };
    }
    case 'fav': {
      const r = await getFavouriteGames(pageNo, p.gameType, p.language, p.vassalage);
      return { games: r.content, pageNum: r.pageNum, totalPages: r.totalPages };
    }
    case 'recent': {
      const r = await getRecentGames(pageNo, p.gameType, p.language, p.vassalage);
      return { games: r.list, pageNum: pageNo, totalPages: r.totalPages };
    }
    default:
      return getGameList({
        gameType: p.gameType,
        vassalage: p.vassalage,
        gameName: p.gameName.trim(),
        gameClassify: p.gameClassify as GameListQuery['gameClassify'],
        minBet: p.minBet as GameListQuery['minBet'],
        pageNo,
        pageSize: p.pageSize,
        language: p.language,
      });
  }
}

export interface GameListState {
  games: Game[];
  loading: boolean;
  error: boolean;
  hasMore: boolean;
  loadMore: () => void;
  reload: () => void;
  /** G-051: drop a game from the list (removed from favourites on the fav tab). */
  remove: (nodeId: string) => void;
}

/**
 * G-038, G-040: a change of params clears and loads page 1 (the first load replaces); loadMore
 * appends page + 1 while pageNum < totalPages. A stale answer (params changed meanwhile) is dropped.
 */
export function useGameList(params: ListParams | null): GameListState {
  const [games, setGames] = useState<Game[]>([]);
  const [page, setPage] = useState({ pageNum: 0, totalPages: 0 });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(false);
  const [nonce, setNonce] = useState(0);
  const seq = useRef(0);
  const key = params ? JSON.stringify(params) : '';

  const load = useCallback(
    (pageNo: number) => {
      if (!params) return;
      const my = ++seq.current;
      setLoading(true);
      setError(false);
      fetchPage(params, pageNo)
        .then((r) => {
          if (my !== seq.current) return;
          setGames((g) => (pageNo === 1 ? r.games : [...g, ...r.games]));
          setPage({ pageNum: r.pageNum, totalPages: r.totalPages });
        })
        .catch(() => {
          if (my === seq.current) setError(true);
        })
        .finally(() => {
          if (my === seq.current) setLoading(false);
        });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- key is params' identity
    [key],
  );

  useEffect(() => {
    setGames([]);
    setPage({ pageNum: 0, totalPages: 0 });
    load(1);
  }, [load, nonce]);

  const hasMore = page.pageNum > 0 && page.pageNum < page.totalPages;
  const loadMore = useCallback(() => {
    if (!loading && hasMore) load(page.pageNum + 1);
  }, [loading, hasMore, load, page.pageNum]);

  return {
    games,
    loading,
    error,
    hasMore,
    loadMore,
    reload: () => setNonce((n) => n + 1),
    remove: (nodeId) => setGames((g) => g.filter((x) => x.nodeId !== nodeId)),
  };
}

/** G-040: calls `onNear` within 300 px of the page bottom, at most once per 500 ms. */
export function useInfiniteScroll(onNear: () => void, enabled: boolean): void {
  const ref = useRef(onNear);
  ref.current = onNear;
  useEffect(() => {
    if (!enabled) return;
    let last = 0;
    const onScroll = () => {
      const now = Date.now();
      if (now - last < LOAD_MORE_THROTTLE_MS) return;
      const el = document.documentElement;
      if (window.innerHeight + window.scrollY >= el.scrollHeight - INFINITE_SCROLL_THRESHOLD_PX) {
        last = now;
        ref.current();
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
}
