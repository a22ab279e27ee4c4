import { isAgentType } from '@m/contracts';
import { deleteGame, deleteVendor, setGame, setVendor } from '../engine/catalogue-ops';
import { setKpiFigures } from '../engine/domains/agent-kpi-ops';
import type { ControlHandlers } from './handler-types';
import { ControlFailure } from './validator';

/**
 * Control actions of the game catalogue and team KPI figures, spread by router.ts into its handler table: add, change or remove
 * one game or vendor of a world's catalogue (engine/catalogue-ops.ts) and set an agent's team
 * KPI figures for a day (engine/domains/agent-kpi-ops.ts). Schemas in contract.ts; docs/control-api.md.
 */

type CatalogueHandlers = Pick<ControlHandlers, 'setGame' | 'deleteGame' | 'setVendor' | 'deleteVendor' | 'setTeamKpi'>;

export const catalogueHandlers: CatalogueHandlers = {
  setGame: ({ engine, params, body }) => setGame(engine.world(params.id), body),
  deleteGame: ({ engine, params }) => ({ deleted: deleteGame(engine.world(params.id), params.node) }),
  setVendor: ({ engine, params, body }) => setVendor(engine.world(params.id), body),
  deleteVendor: ({ engine, params }) => deleteVendor(engine.world(params.id), params.vendor),
  setTeamKpi: ({ engine, params, body }) => {
    const world = engine.world(params.id);
    const { username, date, ...figures } = body;
    const user = Object.hasOwn(world.state.users, username) ? world.state.users[username] : undefined;
    if (!user) throw new ControlFailure(404, `no user ${username} in world ${params.id}`);
    if (!isAgentType(user.type))
      throw new ControlFailure(400, `kpi/username: ${username} is not an agent (type ${user.type}); team KPI figures belong to agents`);
    return setKpiFigures(world, username, date, figures);
  },
};
