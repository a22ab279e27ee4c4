import type { Faker } from '@faker-js/faker';
import { CONTENT_TYPE, type Announcement } from '@m/contracts';
import { Type, type Static } from '@sinclair/typebox';
import { seededAnnouncement } from './announcement-seed';

/**
 * The agent part of a world's state (G-086..G-103): each agent's team and contracts, keyed by
 * the agent's username. Daily activity (logins, bets, online) is NOT stored: it is a pure
 * function of the seed, the member and the UTC day (domains/agent.ts), so moving the clock to
 * another day changes the team counters consistently. QA may set the team KPI figures of an
 * agent for a day (`kpi`); a day without them keeps the seeded function.
 */
export const TeamMemberDef = Type.Object(
  { username: Type.String(), registeredAt: Type.Number(), balance: Type.Number() },
  { additionalProperties: false },
);
export type TeamMemberDef = Static<typeof TeamMemberDef>;

export const ContractStatus = Type.Union([Type.Literal('OFFERED'), Type.Literal('SIGNED'), Type.Literal('NONE')]);
export const ContractDef = Type.Object(
  { status: ContractStatus, label: Type.String(), signedAt: Type.Union([Type.Number(), Type.Null()]) },
  { additionalProperties: false },
);
export type ContractDef = Static<typeof ContractDef>;
export const AgentContracts = Type.Object(
  { salary: ContractDef, dividend: ContractDef, hour: ContractDef },
  { additionalProperties: false },
);
export type AgentContracts = Static<typeof AgentContracts>;

/** Largest team KPI figure QA may set (a count of members). */
export const KPI_FIGURE_MAX = 1_000_000;
/** Days of set KPI figures one agent may hold. */
export const KPI_DAYS_MAX = 366;
/** A UTC calendar day, as the KPI call takes it (G-089). */
export const KPI_DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const Figure = Type.Integer({ minimum: 0, maximum: KPI_FIGURE_MAX });
/** G-089 figures QA set for one agent and day; a figure left out keeps the seeded function. */
export const KpiFigures = Type.Object(
  {
    teamLoginMemberCount: Type.Optional(Figure),
    teamBetMemberCount: Type.Optional(Figure),
    teamRegisterMemberCount: Type.Optional(Figure),
    teamOnlineCount: Type.Optional(Figure),
  },
  { additionalProperties: false },
);
export type KpiFigures = Static<typeof KpiFigures>;

export const AgentState = Type.Object(
  {
    teams: Type.Record(Type.String(), Type.Array(TeamMemberDef)),
    contracts: Type.Record(Type.String(), AgentContracts),
    /**
     * Team KPI figures set by QA, by agent and UTC day:
     * `{ agent001: { '2026-01-05': { teamLoginMemberCount: 42 } } }` (domains/agent.ts reads them).
     */
    kpi: Type.Record(
      Type.String(),
      Type.Record(Type.String({ pattern: KPI_DAY_PATTERN }), KpiFigures, { maxProperties: KPI_DAYS_MAX, additionalProperties: false }),
    ),
  },
  { additionalProperties: false },
);
export type AgentState = Static<typeof AgentState>;

const DAY = 86_400_000;
/** Reference for seeded registration instants: the default clock start (2026-01-05 12:00 UTC). */
const REGISTRATION_ANCHOR = Date.UTC(2026, 0, 5, 12, 0, 0);

const none = (): ContractDef => ({ status: 'NONE', label: '', signedAt: null });
const signed = (label: string): ContractDef => ({ status: 'SIGNED', label, signedAt: REGISTRATION_ANCHOR - 30 * DAY });
const offered = (label: string): ContractDef => ({ status: 'OFFERED', label, signedAt: null });

/** Default contracts: agent001 has signed a daily-salary and a dividend contract (no prompt). */
export const defaultContracts = (): Record<string, AgentContracts> => ({
  agent001: { salary: signed('DAILY_A'), dividend: signed('HALF_MONTH'), hour: none() },
  agent002: { salary: none(), dividend: none(), hour: none() },
});

/** Scenario agent-with-contracts: the three contracts offered (prompts), also to agent041 and agent042 (never prompted, G-096). */
export const offeredContracts = (): AgentContracts => ({
  salary: offered('DAILY_A'),
  dividend: offered('HALF_MONTH'),
  hour: offered('HOURLY_B'),
});

/** Team sizes of the agents (team members are named <agent>m<nn>). */
const TEAM_SIZES: ReadonlyArray<[string, number]> = [
  ['agent001', 12],
  ['agent002', 5],
  ['agent041', 3],
  ['agent042', 3],
];

/** Draws from the world's faker; called LAST in seedWorldState so earlier seeded bytes do not move. */
export function seedAgentState(faker: Faker): AgentState {
  const teams: Record<string, TeamMemberDef[]> = {};
  for (const [agent, size] of TEAM_SIZES) {
    teams[agent] = Array.from({ length: size }, (_, i) => ({
      username: `${agent}m${String(i + 1).padStart(2, '0')}`,
      // Registered 1 to 120 days before the anchor, at a seeded minute.
      registeredAt: REGISTRATION_ANCHOR - faker.number.int({ min: 1, max: 120 }) * DAY - faker.number.int({ min: 0, max: 1439 }) * 60_000,
      balance: Number(faker.finance.amount({ min: 0, max: 3000, dec: 2 })),
    }));
  }
  return { teams, contracts: defaultContracts(), kpi: {} };
}

/** G-103: agent announcements are type A in group m_home (shown on /m/member/notice?types=A). Fixed, no faker. */
export function seedAgentAnnouncements(): Announcement[] {
  const A = CONTENT_TYPE.agent;
  return [
    seededAnnouncement(
      101,
      A,
      'New commission table',
      '<p>The team commission table is updated from the 1st of next month.</p>',
      '2026-01-02',
    ),
    seededAnnouncement(
      102,
      A,
      'Dividend payout schedule',
      '<p>Dividends are paid on the 1st and the 16th of each month.</p>',
      '2026-01-03',
    ),
  ];
}
