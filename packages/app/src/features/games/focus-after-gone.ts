import { useEffect, useState, type RefObject } from 'react';

/**
 * Where focus goes after a game left a list (games.launch, games.addFavourite or
 * games.removeFavourite game.not.found): the tile that took its place, else the one before it,
 * else the list's heading (the list is empty now). Not left on the removed node, where a keyboard
 * or screen-reader user would start again from the top of the page. Only when focus went with the
 * node: a user who moved on meanwhile keeps it. Call the returned function with the game's index
 * in the render that removes it.
 */
export function useFocusAfterGone(list: RefObject<HTMLElement | null>, heading: RefObject<HTMLElement | null>): (index: number) => void {
  const [gone, setGone] = useState<{ index: number } | null>(null);
  useEffect(() => {
    if (!gone) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const tiles = list.current?.querySelectorAll<HTMLElement>('.gm-tile__play') ?? [];
    (tiles[gone.index] ?? tiles[gone.index - 1] ?? heading.current)?.focus();
  }, [gone, list, heading]);
  return (index) => setGone({ index });
}
