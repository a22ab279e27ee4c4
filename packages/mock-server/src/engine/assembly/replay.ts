import type { Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { ClockMode } from '../clock';
import type { SimEngine } from './engine';
import { WORLD_EXPORT_FORMAT, WorldExportSchema } from '../export-format';
import type { JournalEntry } from '../journal';
import { childSchema, isKeyedCollection } from '../keyed';
import { isPlainObject } from '../merge';
import { WorldState } from '../state';
import { resolveWorldConfig, World, WorldConfigError } from '../world';

/**
 * Replay: a world as one JSON document (`GET /__sim/worlds/:id/export`) that
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
  /**
   * The same world going on, not a replay (a browser tab's world kept across a reload): its own
   * clock start (a reset goes back there) and mode, and a following clock moved on by the
   * `elapsedMs` of wall time since the export.
   */
  resume?: { elapsedMs: number };
}

/**
 * An export made before a part of the state existed (the game catalogue and vendors, the KPI
 * figures) lacks its fixed fields: they are taken from the world seeded from the same
 * seed, scenario and overrides, so an old export still imports (the format is `m-sim-world/1`
 * throughout). Only fixed fields are filled, never entries of a keyed collection (users,
 * sessions...), which the export may have deleted on purpose.
 */
function fillMissing(imported: unknown, seeded: unknown, schema: unknown): unknown {
  if (!isPlainObject(imported) || !isPlainObject(seeded) || isKeyedCollection(schema)) return imported;
  const out: Record<string, unknown> = { ...imported };
  for (const key of Object.keys(seeded)) {
    out[key] = Object.hasOwn(imported, key) ? fillMissing(imported[key], seeded[key], childSchema(schema, key)) : seeded[key];
  }
  return out;
}

/** Makes a live world from an export; returns its id. Throws WorldConfigError on a bad document. */
export function importWorld(engine: SimEngine, doc: unknown, options: ImportOptions = {}): string {
  const first = Value.Errors(WorldExport, doc).First();
  if (first) throw new WorldConfigError(`export${first.path}: ${first.message}`);
  const data = doc as WorldExport;
  // The exported state is completed and checked in a world built aside from the same seed,
  // scenario and overrides, before any world of the engine is made or replaced.
  const probe = new World('import', resolveWorldConfig({ seed: data.seed, scenario: data.scenario, overrides: data.overrides }), {
    pagesOrigin: engine.pagesOrigin,
  });
  probe.adopt(fillMissing(structuredClone(data.state), probe.state, WorldState));
  const id = engine.createWorld({
    id: options.id ?? `replay-${data.id}`.slice(0, 64),
    seed: data.seed,
    scenario: data.scenario,
    overrides: data.overrides,
    clock: options.resume ? { start: data.clock.start, mode: data.clock.mode } : { start: data.clock.now, mode: options.mode ?? 'frozen' },
  });
  const world = engine.world(id);
  if (options.resume) world.clock.set(data.clock.now + (data.clock.mode === 'follow' ? Math.max(0, options.resume.elapsedMs) : 0));
  // The replay starts at the exported instant; reset() of the replay goes back to that instant.
  world.adopt(probe.state);
  world.faults.clear();
  world.faults.add(data.faults);
  world.journal.restore(data.journal);
  return id;
}
