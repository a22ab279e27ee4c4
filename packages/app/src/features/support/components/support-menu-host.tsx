import { lazy, Suspense, useState } from 'react';
import { useSupportMenuStore } from '../support-menu-store';

const SupportMenu = lazy(() => import('./support-menu'));

/**
 * Mount once in the app frame. The menu's code loads the first time someone opens it, so it
 * costs the home chunk nothing; after that it stays mounted for its close animation.
 */
export function SupportMenuHost() {
  const open = useSupportMenuStore((s) => s.open);
  const [everOpened, setEverOpened] = useState(false);
  if (open && !everOpened) setEverOpened(true);
  if (!open && !everOpened) return null;
  return (
    <Suspense fallback={null}>
      <SupportMenu />
    </Suspense>
  );
}
