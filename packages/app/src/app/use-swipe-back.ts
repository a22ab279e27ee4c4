import { useEffect } from 'react';
import { SWIPE_BACK_PX, SWIPE_RESET_MS } from '../shared/constants';

/**
 * a horizontal swipe of more than 100 px (finger moving right, as on iOS) counts as back;
 * a gesture older than 500 ms is forgotten, so a slow drag or a scroll never navigates.
 * `onBack` is null where there is no back (home-like paths).
 */
export function useSwipeBack(onBack: (() => void) | null, target: () => EventTarget = () => document): void {
  useEffect(() => {
    if (!onBack) return;
    const el = target();
    let start: { x: number; y: number; at: number } | null = null;

    const onStart = (e: Event) => {
      const t = (e as TouchEvent).touches[0];
      start = t ? { x: t.clientX, y: t.clientY, at: e.timeStamp } : null;
    };
    const onEnd = (e: Event) => {
      const t = (e as TouchEvent).changedTouches[0];
      const s = start;
      start = null;
      if (!s || !t || e.timeStamp - s.at > SWIPE_RESET_MS) return;
      const dx = t.clientX - s.x;
      const dy = t.clientY - s.y;
      if (dx > SWIPE_BACK_PX && Math.abs(dx) > Math.abs(dy)) onBack();
    };
    const onCancel = () => {
      start = null;
    };

    el.addEventListener('touchstart', onStart, { passive: true });
    el.addEventListener('touchend', onEnd, { passive: true });
    el.addEventListener('touchcancel', onCancel, { passive: true });
    return () => {
      el.removeEventListener('touchstart', onStart);
      el.removeEventListener('touchend', onEnd);
      el.removeEventListener('touchcancel', onCancel);
    };
  }, [onBack, target]);
}
