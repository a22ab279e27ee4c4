import type { Fault } from './faults';
import { isPlainObject } from './merge';
import { DEFAULT_SCENARIO, scenarioList, type Scenario } from './scenarios';
import { DEFAULT_PAGES_ORIGIN, resolveWorldConfig, World } from './world';

/**
 * The scenario catalogue: every entry of `scenarioList` with the knobs it sets,
 * found by building the scenario's world and diffing its state against the default world (same
 * seed, same clock). Nothing here is written by hand, so a scenario another area adds is
 * catalogued (GET /__sim/scenarios, docs/scenarios.md) as soon as it is in the table.
 */

/** One state change a scenario makes, as a path into the world state (`settings.maintenance`). */
export interface Knob {
  path: string;
  change: 'set' | 'added' | 'removed';
  /** New value (`set`, `added`); absent when `count` summarises many entries. */
  value?: unknown;
  /** Many entries of one collection changed alike: how many (`path` ends with `.*`). */
  count?: number;
}

export interface ScenarioEntry {
  name: string;
  description: string;
  knobs: Knob[];
  /** Faults the world starts with (network scenarios). */
  faults: Fault[];
}

/** Above this many alike changes in one collection, they are summarised as one `.*` knob. */
const SUMMARY_THRESHOLD = 4;

function diff(before: unknown, after: unknown, path: string, out: Knob[]): void {
  // The same object in both states (the shared seeded game catalogue): nothing changed under it.
  if (before === after) return;
  if (isPlainObject(before) && isPlainObject(after)) {
    const at = (key: string) => (path ? `${path}.${key}` : key);
    const removed: Knob[] = Object.keys(before)
      .filter((key) => !Object.hasOwn(after, key))
      .map((key) => ({ path: at(key), change: 'removed' }));
    const added: Knob[] = Object.keys(after)
      .filter((key) => !Object.hasOwn(before, key))
      .map((key) => ({ path: at(key), change: 'added', value: after[key] }));
    for (const key of Object.keys(before)) if (Object.hasOwn(after, key)) diff(before[key], after[key], at(key), out);
    for (const group of [removed, added]) {
      if (group.length > SUMMARY_THRESHOLD) out.push({ path: at('*'), change: group[0]!.change, count: group.length });
      else out.push(...group);
    }
    return;
  }
  if (JSON.stringify(before) !== JSON.stringify(after)) out.push({ path, change: 'set', value: after });
}

function worldState(scenario: string) {
  const world = new World('catalogue', resolveWorldConfig({ scenario }), { pagesOrigin: DEFAULT_PAGES_ORIGIN });
  return world.state;
}

/**
 * Many alike `set` knobs (every switch false, every lottery closed) become one: the segment that
 * varies (last, then second to last) turns into `*` and `count` says how many.
 */
function summarise(knobs: Knob[]): Knob[] {
  let list = knobs;
  for (const fromEnd of [1, 2]) {
    const groups = new Map<string, Knob[]>();
    for (const k of list) {
      const parts = k.path.split('.');
      if (k.change !== 'set' || k.count !== undefined || parts.length <= fromEnd) continue;
      parts[parts.length - fromEnd] = '*';
      const key = `${parts.join('.')}\u0000${JSON.stringify(k.value)}`;
      groups.set(key, [...(groups.get(key) ?? []), k]);
    }
    const next: Knob[] = [];
    const done = new Set<Knob>();
    for (const k of list) {
      if (done.has(k)) continue;
      const group = [...groups.values()].find((g) => g.includes(k));
      if (group && group.length > SUMMARY_THRESHOLD) {
        const parts = k.path.split('.');
        parts[parts.length - fromEnd] = '*';
        next.push({ path: parts.join('.'), change: 'set', value: k.value, count: group.length });
        for (const g of group) done.add(g);
      } else next.push(k);
    }
    list = next;
  }
  return list;
}

/** The knobs of one scenario against the default world (same seed and start instant). */
export function scenarioKnobs(scenario: Pick<Scenario, 'name'>): Knob[] {
  const out: Knob[] = [];
  if (scenario.name !== DEFAULT_SCENARIO) diff(worldState(DEFAULT_SCENARIO), worldState(scenario.name), '', out);
  return summarise(out);
}

let cache: ScenarioEntry[] | null = null;

/** The whole catalogue, computed once per process (scenarios are code, they never change at run time). */
export function scenarioCatalogue(): ScenarioEntry[] {
  cache ??= scenarioList.map((s) => ({
    name: s.name,
    description: s.description,
    knobs: scenarioKnobs(s),
    faults: (s.faults ?? []).map((f) => ({ ...f })),
  }));
  return cache;
}

const short = (value: unknown): string => {
  const text = JSON.stringify(value);
  return text.length <= 60 ? text : `${text.slice(0, 57)}...`;
};

export const renderKnob = (k: Knob): string =>
  k.count !== undefined
    ? k.change === 'set'
      ? `\`${k.path}\` = \`${short(k.value)}\` (${k.count} entries)`
      : `\`${k.path}\` ${k.count} entries ${k.change}`
    : k.change === 'removed'
      ? `\`${k.path}\` removed`
      : `\`${k.path}\` ${k.change === 'added' ? '+=' : '='} \`${short(k.value)}\``;

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** docs/scenarios.md, generated from the catalogue (`pnpm scenarios:doc`; a test fails when it is stale). */
export function renderScenariosMarkdown(entries: ScenarioEntry[] = scenarioCatalogue()): string {
  const lines = [
    '# Scenarios',
    '',
    '<!-- Generated from packages/mock-server/src/engine/scenarios.ts by `pnpm scenarios:doc`. Do not edit: a test fails when this file is stale. -->',
    '',
    'A scenario is a named preset of a world (`POST /__sim/worlds { scenario }`, `POST /__sim/worlds/:id/scenario`,',
    "the dev panel, `test.use({ scenario })` in e2e, a story's `parameters.sim.scenario`). The knobs are what the",
    'scenario changes against the `default` world (seed 42, clock 2026-01-05T12:00:00Z), found by diffing both states;',
    'faults are installed when the world is made or reset. The same list is served by `GET /__sim/scenarios`.',
    'Edge cases without a scenario of their own are scripted with the control actions of docs/qa-guide.md.',
    '',
    '| name | what it is for | knobs | faults |',
    '|---|---|---|---|',
  ];
  for (const e of entries) {
    const knobs = e.knobs.length ? e.knobs.map(renderKnob).join('<br>') : '(none)';
    const faults = e.faults.length ? e.faults.map((f) => `\`${JSON.stringify(f)}\``).join('<br>') : '';
    lines.push(`| \`${e.name}\` | ${cell(e.description)} | ${cell(knobs)} | ${cell(faults)} |`);
  }
  return `${lines.join('\n')}\n`;
}
