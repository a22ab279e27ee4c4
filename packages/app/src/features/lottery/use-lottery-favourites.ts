import { useCallback, useState } from 'react';
import { LOCAL_KEYS, readLocal, writeLocal } from '../../shared/storage-keys';

/** LOTTFAV (G§3): { [userName]: gameId[] } in local storage. */
type FavouriteMap = Record<string, number[]>;

function readAll(): FavouriteMap {
  try {
    const parsed: unknown = JSON.parse(readLocal(LOCAL_KEYS.lottFav) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const out: FavouriteMap = {};
    for (const [user, ids] of Object.entries(parsed as Record<string, unknown>)) {
      if (Array.isArray(ids)) out[user] = ids.filter((id): id is number => typeof id === 'number');
    }
    return out;
  } catch {
    // A damaged entry is dropped rather than breaking the lobby.
    return {};
  }
}

/** Lottery favourites of one user (null = guest: none, and toggling is not allowed). */
export function useLotteryFavourites(userName: string | null) {
  const [all, setAll] = useState<FavouriteMap>(readAll);
  const ids = userName ? (all[userName] ?? []) : [];
  const toggle = useCallback(
    (gameId: number) => {
      if (!userName) return;
      // Re-read: another tab (or user) may have written since this page loaded.
      const current = readAll();
      const mine = current[userName] ?? [];
      const next = { ...current, [userName]: mine.includes(gameId) ? mine.filter((id) => id !== gameId) : [...mine, gameId] };
      writeLocal(LOCAL_KEYS.lottFav, JSON.stringify(next));
      setAll(next);
    },
    [userName],
  );
  return { ids, toggle };
}
