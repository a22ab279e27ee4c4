import { BetRecord, Reward, WalletRecord } from '@m/contracts';
import { Type, type Static } from '@sinclair/typebox';
import type { Faker } from '@faker-js/faker';
import { createFaker } from '../seeded/faker';

/**
 * Per-member wallet data: account records, bet records, rewards, total
 * deposit, last password change. The balance itself stays `users[name].balance` (sumBalance).
 * Keyed by username so QA can PATCH one member: `{ wallet: { player01: { records: [] } } }`.
 * A member without an entry gets one on first use, drawn from a faker seeded by the world's
 * seed and the username: the same seed gives the same data whatever the request order.
 */
export const MemberWallet = Type.Object(
  {
    records: Type.Array(WalletRecord),
    bets: Type.Array(BetRecord),
    rewards: Type.Array(Reward),
    totalDeposit: Type.Number(),
    /** Next record id suffix. */
    seq: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type MemberWallet = Static<typeof MemberWallet>;

export const WalletState = Type.Record(Type.String(), MemberWallet);
export type WalletState = Static<typeof WalletState>;

export const seedWalletState = (): WalletState => ({});

/**
 * The wallet of an account made in the world (a registration, a trial login, an agent's new team
 * member): nothing before the account existed. Seeded histories are for the accounts the world
 * starts with.
 */
export const newMemberWallet = (): MemberWallet => ({ records: [], bets: [], rewards: [], totalDeposit: 0, seq: 1 });

const DAY = 86_400_000;
/** Seeded history depth. */
export const SEEDED_RECORD_DAYS = 30;
export const SEEDED_RECORD_COUNT = 36;
export const SEEDED_BET_COUNT = 28;

const VENDORS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['PG', ['Fortune Tiger', 'Mahjong Ways', 'Lucky Neko']],
  ['JILI', ['Super Ace', 'Golden Empire', 'Fortune Gems']],
  ['EVO', ['Lightning Roulette', 'Baccarat Squeeze']],
  ['GPI', ['Mega 6/45', 'Keno Vietnam']],
];

/** The seeded rewards' titles (translated by content-i18n.ts). */
export const REWARD_TITLES: readonly string[] = [
  'Daily check-in bonus',
  'Weekly cashback',
  'VIP upgrade gift',
  'First deposit bonus',
  'Birthday gift',
];

/** Money to 2 decimals (also the wallet book and domains/wallet.ts). */
export const round2 = (n: number): number => Math.round(n * 100) / 100;

function hash(s: string): number {
  let h = 0;
  for (const c of s) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h;
}

const money = (faker: Faker, min: number, max: number) => Number(faker.finance.amount({ min, max, dec: 2 }));

/**
 * The history of a member ending at `balance` at time `start`: records are drawn backwards in
 * time, so every balanceAfter is consistent with the current balance.
 */
export function seedMemberWallet(seed: number, username: string, balance: number, start: number): MemberWallet {
  const faker = createFaker((seed ^ hash(username)) >>> 0);
  const times = Array.from(
    { length: SEEDED_RECORD_COUNT },
    () => start - faker.number.int({ min: 60_000, max: SEEDED_RECORD_DAYS * DAY }),
  ).sort((a, b) => b - a);
  const records: WalletRecord[] = [];
  let after = balance;
  let totalDeposit = 0;
  times.forEach((createdAt, i) => {
    const type = faker.helpers.weightedArrayElement([
      { value: 'D' as const, weight: 3 },
      { value: 'W' as const, weight: 1 },
      { value: 'B' as const, weight: 5 },
      { value: 'P' as const, weight: 3 },
      { value: 'R' as const, weight: 1 },
      { value: 'A' as const, weight: 1 },
    ]);
    const size = money(faker, 5, 400);
    const amount = type === 'W' || type === 'B' ? -size : size;
    if (type === 'D') totalDeposit += size;
    records.push({
      id: `T${String(i + 1).padStart(6, '0')}`,
      type,
      amount,
      balanceAfter: round2(after),
      status: 'SUCCESS',
      createdAt,
      remark: type === 'A' ? 'Agent commission' : '',
    });
    after = round2(after - amount);
  });
  const bets: BetRecord[] = Array.from({ length: SEEDED_BET_COUNT }, (_, i) => {
    const [vendor, games] = faker.helpers.arrayElement(VENDORS);
    const betAmount = money(faker, 1, 200);
    const win = faker.datatype.boolean({ probability: 0.4 });
    return {
      id: `B${String(i + 1).padStart(6, '0')}`,
      vendor,
      gameName: faker.helpers.arrayElement(games),
      betAmount,
      winAmount: win ? round2(betAmount * faker.number.float({ min: 1.1, max: 5, fractionDigits: 2 })) : 0,
      createdAt: start - faker.number.int({ min: 60_000, max: SEEDED_RECORD_DAYS * DAY }),
    };
  }).sort((a, b) => b.createdAt - a.createdAt);
  const rewards: Reward[] = REWARD_TITLES.map((title, i) => ({
    id: `R${i + 1}`,
    title,
    amount: money(faker, 5, 100),
    status: i < 3 ? 'CLAIMABLE' : i === 3 ? 'CLAIMED' : 'EXPIRED',
    expiresAt: i === 4 ? start - DAY : start + (i + 1) * 7 * DAY,
  }));
  return { records, bets, rewards, totalDeposit: round2(totalDeposit), seq: SEEDED_RECORD_COUNT + 1 };
}
