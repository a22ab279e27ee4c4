import { exportWorld, importWorld } from '../engine/assembly/replay';
import type { SimEngine } from '../engine/assembly/engine';
import { wallTime } from '../engine/clock';

/** The storage key of a kept world (session storage: one world per browser tab). */
export const TAB_WORLD_KEY_PREFIX = 'm-sim-tab-world:';

/** The parts of a page the kept world needs (a test passes its own). */
export interface TabWorldHost {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  addEventListener(type: 'pagehide', listener: () => void): void;
  now?: () => number;
}

interface Kept {
  savedAt: number;
  doc: unknown;
}

/**
 * The browser-only mode's world kept across reloads of its tab: the simulator runs in the page, so
 * a reload would build a new world and undo every dev panel action and login. The world is written
 * to the tab's session storage when the page goes (pagehide fires on a reload, a navigation and a
 * closed tab) and taken back, with its clock moved on by the time the reload took, when the next
 * page starts. Returns true when a kept world was restored. A kept copy that cannot be read
 * (another version of the format, a full storage) is dropped: the tab starts a fresh world.
 */
export function keepWorldInTab(engine: SimEngine, worldId: string, host: TabWorldHost): boolean {
  const key = `${TAB_WORLD_KEY_PREFIX}${worldId}`;
  const now = host.now ?? wallTime;
  let restored = false;
  const text = host.storage.getItem(key);
  if (text) {
    try {
      const kept = JSON.parse(text) as Kept;
      importWorld(engine, kept.doc, { id: worldId, resume: { elapsedMs: now() - kept.savedAt } });
      restored = true;
    } catch (e) {
      console.warn(`[sim] the kept world ${worldId} could not be restored; a fresh one starts`, e);
      host.storage.removeItem(key);
    }
  }
  host.addEventListener('pagehide', () => {
    if (!engine.hasWorld(worldId)) return host.storage.removeItem(key);
    try {
      host.storage.setItem(key, JSON.stringify({ savedAt: now(), doc: exportWorld(engine.world(worldId)) } satisfies Kept));
    } catch (e) {
      console.warn(`[sim] the world ${worldId} could not be kept for the next page`, e);
    }
  });
  return restored;
}
