import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { afterYield } from '../../shared/idle';

/**
 * Home's sections render one at a time after the frame, each in a task of its own: rendered
 * together, the frame and every section made one long task at boot (Lighthouse's total blocking
 * time counts each task's time over 50 ms). A section may start once the one before it has shown
 * its content, a yield later; until then it shows its fallback (the skeleton of its size, as the
 * prerendered shell does), so nothing moves.
 */
export interface Stages {
  /** How many sections may render (the first is 1; 0 = the frame alone). */
  readonly shown: number;
  /** A section showed its content: the next one may start, after a yield. */
  readonly done: (index: number) => () => void;
}

export function useStages(): Stages {
  const [shown, setShown] = useState(0);
  // The frame's commit comes first; the first section a task later.
  useEffect(() => afterYield(() => setShown((s) => Math.max(s, 1))), []);
  const done = useCallback((index: number) => afterYield(() => setShown((s) => Math.max(s, index + 1))), []);
  return { shown, done };
}

function Shown({ index, done }: { index: number; done: Stages['done'] }) {
  // Runs when the boundary's content commits, not its fallback: a suspended boundary commits none of its children.
  useEffect(() => done(index), [done, index]);
  return null;
}

/** Section `index` (from 1) of `stages`: its fallback until its turn and while its chunk loads. */
export function Stage({ index, stages, fallback, children }: { index: number; stages: Stages; fallback: ReactNode; children: ReactNode }) {
  if (stages.shown < index) return <>{fallback}</>;
  return (
    <Suspense fallback={fallback}>
      {children}
      <Shown index={index} done={stages.done} />
    </Suspense>
  );
}
