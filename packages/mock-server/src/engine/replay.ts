import type { Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { ClockMode } from './clock';
import type { SimEngine } from './engine';
import { WORLD_EXPORT_FORMAT, WorldExportSchema } from './export-format';
import type { JournalEntry } from './journal';
import type { WorldState } from './state';
import { assertWorldState, WorldConfigError, type World } from './world';

/**
 * Replay (issue 12 item 3): a world as one JSON document (`GET /__sim/worlds/:id/export`) that
 * `POST /__sim/import` turns back into a live world in any simulator. The export carries how the
 * world was made (seed, scenario, overrides, clock start) AND what it became (state with every
 * PATCH and session, active faults, the clock's instant, the journal), so the imported world
 * answers exactly as the exported one did at that instant.
 */

export { WORLD_EXPORT_FORMAT };
/** The export schema (export-format.ts, shared with the control contract). */
export const WorldExport = WorldExportSchema;
/** The export document; `state` and `journal` typed (the schema checks state against WorldState separately). */
export type WorldExport = Omit<Static<typeof WorldExportSchema>, 'state' | 'journal'> & { state: WorldState; journal: JournalEntry[] };

export function exportWorld(world: World): WorldExport {
  const { now, mode } = world.clock.read();
  return {
    format: WORLD_EXPORT_FORMAT,
    id: world.id,
    seed: world.config.seed,
    scenario: world.config.scenario,
    ...(world.config.overrides === undefined ? {} : { overrides: world.config.overrides }),
    clock: { start: world.config.clock.start, now, mode },
    state: structuredClone(world.state),
    faults: world.faults.list(),
    journal: world.journal.list(),
  };
}

export interface ImportOptions {
  /** Id of the new world; default `replay-<exported id>`. An existing world of that id is replaced. */
  id?: string;
  /** Clock mode of the replay; default `frozen` at the exported instant, so nothing moves until told. */
  mode?: ClockMode;
}

/** Makes a live world from an export; returns its id. Throws WorldConfigError on a bad document. */
export function importWorld(engine: SimEngine, doc: unknown, options: ImportOptions = {}): string {
  const first = Value.Errors(WorldExport, doc).First();
  if (first) throw new WorldConfigError(`export${first.path}: ${first.message}`);
  const data = doc as WorldExport;
  assertWorldState(data.state);
  const id = engine.createWorld({
    id: options.id ?? `replay-${data.id}`.slice(0, 64),
    seed: data.seed,
    scenario: data.scenario,
    overrides: data.overrides,
    clock: { start: data.clock.now, mode: options.mode ?? 'frozen' },
  });
  const world = engine.world(id);
  // The replay starts at the exported instant; reset() of the replay goes back to that instant.
  world.state = structuredClone(data.state);
  world.faults.clear();
  world.faults.add(data.faults);
  world.journal.restore(data.journal);
  return id;
}
