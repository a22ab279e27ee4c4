import { Type, type Static } from '@sinclair/typebox';
import { Fault } from './faults';

/**
 * The world export document of replay as a schema: `GET /__sim/worlds/:id/export`
 * answers it and `POST /__sim/import` takes it. Its own small module (schemas only) so the
 * control contract, and with it the browser-safe control client, can name it without the engine.
 * `state` is checked against WorldState by assembly/replay.ts (importWorld). It holds the whole world,
 * the game catalogue and vendors (`state.games`) and the team KPI figures QA set (`state.agent.kpi`)
 * included, so an export is ~240 KB: `POST /__sim/import` takes up to 16 MiB
 * (control/contract.ts IMPORT_MAX_BYTES). Older exports without those fields import with the
 * seeded ones (assembly/replay.ts fillMissing).
 */
export const WORLD_EXPORT_FORMAT = 'm-sim-world/1';

export const WorldExportSchema = Type.Object(
  {
    format: Type.Literal(WORLD_EXPORT_FORMAT),
    id: Type.String({ maxLength: 64 }),
    seed: Type.Integer(),
    scenario: Type.String({ maxLength: 100 }),
    overrides: Type.Optional(Type.Unknown()),
    clock: Type.Object({ start: Type.Number(), now: Type.Number(), mode: Type.Union([Type.Literal('frozen'), Type.Literal('follow')]) }),
    state: Type.Unknown(),
    faults: Type.Array(Fault, { maxItems: 1000 }),
    journal: Type.Array(Type.Unknown(), { maxItems: 5000 }),
  },
  { additionalProperties: false },
);
export type WorldExportDocument = Static<typeof WorldExportSchema>;
