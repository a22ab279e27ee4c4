import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '../shared/idle';

/**
 * A part of the frame the first screen does not show (the side menu, the toasts): its chunk is
 * fetched once the browser is idle after the boot, so the boot neither loads nor renders it, and
 * it mounts the first time `useNeeded` says so (a modal's slide-in runs on mount), then stays
 * mounted (for its close animation, and so a second use waits for nothing).
 */
export function onDemand(load: () => Promise<ComponentType>, useNeeded: () => boolean): ComponentType {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  return function OnDemand() {
    const needed = useNeeded();
    const [mounted, setMounted] = useState(needed);
    if (needed && !mounted) setMounted(true);
    useEffect(() => whenIdle(() => void load()), []);
    if (!mounted) return null;
    return (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    );
  };
}
