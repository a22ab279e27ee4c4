import type { TeamKpiFooter } from '@m/contracts';
import type { KpiFigures } from '../agent-state';
import { dayIndex, teamKpi } from './agent';
import { WorldConfigError, type World } from '../world';

/**
 * QA sets an agent's team KPI figures for one UTC day in one call (control route
 * `POST /__sim/worlds/:id/kpi`, docs/control-api.md). A figure given as a number is set, `null`
 * clears it (the seeded function again), a figure left out is kept. The answer holds what is set
 * for that day and the figures agent.teamKpi answers for it at the world's now. It lives beside
 * agent.ts, whose teamKpi it answers with: the engine root never imports domains/ (only
 * assembly/ does, to build the handler table).
 */

export type KpiFigureInput = { [K in keyof KpiFigures]-?: KpiFigures[K] | null };

export interface KpiSetting {
  username: string;
  date: string;
  set: KpiFigures;
  figures: TeamKpiFooter;
}

const FIELDS = ['teamLoginMemberCount', 'teamBetMemberCount', 'teamRegisterMemberCount', 'teamOnlineCount'] as const;

/** `YYYY-MM-DD` that is a real UTC day, as its day number; else a 400 naming the field. */
function dayOf(date: string): number {
  const t = Date.parse(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== date) {
    throw new WorldConfigError(`kpi/date: '${date}' is not a day (YYYY-MM-DD)`);
  }
  return dayIndex(t);
}

export function setKpiFigures(world: World, username: string, date: string, input: Partial<KpiFigureInput>): KpiSetting {
  const day = dayOf(date);
  const state = world.state;
  const byDay = Object.hasOwn(state.agent.kpi, username) ? state.agent.kpi[username]! : {};
  const current: KpiFigures = Object.hasOwn(byDay, date) ? byDay[date]! : {};
  const next: KpiFigures = { ...current };
  for (const field of FIELDS) {
    const value = input[field];
    if (value === null) delete next[field];
    else if (value !== undefined) next[field] = value;
  }
  const days = { ...byDay };
  if (Object.keys(next).length === 0) delete days[date];
  else days[date] = next;
  const kpi = { ...state.agent.kpi, [username]: days };
  if (Object.keys(days).length === 0) delete kpi[username];
  try {
    world.adopt({ ...state, agent: { ...state.agent, kpi } });
  } catch (err) {
    if (!(err instanceof WorldConfigError)) throw err;
    throw new WorldConfigError(err.message.replace(`state/agent/kpi/${username}`, 'kpi').replace(/^state\//, ''));
  }
  return { username, date, set: { ...next }, figures: teamKpi(world.state, world.config.seed, username, [day], world.clock.now()) };
}
