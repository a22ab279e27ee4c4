import { useEffect, useRef, useState } from 'react';

/** How far (px) a pull from the top of the page must go to refresh. */
export const PULL_THRESHOLD_PX = 70;
/** Dispatched on window when home refreshes, so any home section can reload its data. */
export const HOME_REFRESH_EVENT = 'm:home-refresh';

/**
 * a touch pull-down from the top of the page refreshes home: `generation` increments
 * (sections keyed by it remount and refetch) and HOME_REFRESH_EVENT fires. `pulling` is true
 * while a pull past the threshold is held; `refreshing` for a moment after release.
 */
export function usePullToRefresh(): { generation: number; pulling: boolean; refreshing: boolean } {
  const [generation, setGeneration] = useState(0);
  const [pulling, setPulling] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const start = useRef<number | null>(null);
  const armed = useRef(false);
  useEffect(() => {
    const onStart = (e: TouchEvent) => {
      start.current = window.scrollY <= 0 && e.touches.length === 1 ? (e.touches[0]?.clientY ?? null) : null;
      armed.current = false;
    };
    const onMove = (e: TouchEvent) => {
      if (start.current === null) return;
      const dy = (e.touches[0]?.clientY ?? start.current) - start.current;
      const over = dy >= PULL_THRESHOLD_PX;
      if (over !== armed.current) {
        armed.current = over;
        setPulling(over);
      }
    };
    const onEnd = () => {
      if (armed.current) {
        setRefreshing(true);
        setGeneration((g) => g + 1);
        window.dispatchEvent(new Event(HOME_REFRESH_EVENT));
        setTimeout(() => setRefreshing(false), 600);
      }
      start.current = null;
      armed.current = false;
      setPulling(false);
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, []);
  return { generation, pulling, refreshing };
}
