import type { Game, GameListQuery } from '@m/contracts';
import { useEffect, useRef } from 'react';
import { usePagedLoad, type Page, type PagedResult } from '../../shared/api/paged-load';
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

async function fetchPage(p: ListParams, pageNo: number): Promise<Page<Game>> {
  switch (p.tab) {
    case 'hot': {
      const { list } = await getHotGames(p.gameType, p.language, p.vassalage);
      return { items: list, pageNum: 1, totalPages: 1 };
    }
    case 'fav': {
      const r = await getFavouriteGames(pageNo, p.gameType, p.language, p.vassalage);
      return { items: r.content, pageNum: r.pageNum, totalPages: r.totalPages };
    }
    case 'recent': {
      const r = await getRecentGames(pageNo, p.gameType, p.language, p.vassalage);
      return { items: r.list, pageNum: pageNo, totalPages: r.totalPages };
    }
    default: {
      const r = await getGameList({
        gameType: p.gameType,
        vassalage: p.vassalage,
        gameName: p.gameName.trim(),
        gameClassify: p.gameClassify as GameListQuery['gameClassify'],
        minBet: p.minBet as GameListQuery['minBet'],
        pageNo,
        pageSize: p.pageSize,
        language: p.language,
      });
      return { items: r.games, pageNum: r.pageNum, totalPages: r.totalPages };
    }
  }
}

/** The game list's load (`usePagedLoad`, what `LoadView` draws), its games and a way to drop one. */
export interface GameListState extends PagedResult<Game> {
  /** The games of every page loaded so far (the load's items). */
  games: Game[];
  /** G-051: drop a game from the list (removed from favourites on the fav tab). */
  remove: (nodeId: string) => void;
}

/**
 * G-038, G-040: a change of params loads page 1 afresh (the list is keyed by them); loadMore
 * appends page + 1 while pageNum < totalPages. Paging, stale answers and unmount are the
 * loader's (`usePagedLoad`).
 */
export function useGameList(params: ListParams | null): GameListState {
  const list = usePagedLoad(params ? ['games.list', params] : null, (pageNo) => fetchPage(params!, pageNo));
  return { ...list, games: list.items, remove: (nodeId) => list.set(list.items.filter((x) => x.nodeId !== nodeId)) };
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
