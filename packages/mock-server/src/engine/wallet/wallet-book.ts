import type { WalletRecord, WalletRecordType } from '@m/contracts';
import { round2, seedMemberWallet, type MemberWallet, type WalletState } from './wallet-state';

/**
 * A member's wallet book-keeping, shared by domains/wallet.ts (deposit, withdraw) and
 * domains/member.ts (a claimed reward is booked): here rather than in either domain module, so
 * the two do not import each other (docs/decisions/toolkit.md ENG-CYCLES).
 */

/**
 * The parts of a handler's context the book reads, named here so that this folder needs nothing
 * from the engine root that holds it (a HandlerContext fits): the world's wallets, the seed and
 * clock start a member's wallet is seeded from, and the instant a record is booked at.
 */
export interface WalletContext {
  readonly state: { readonly wallet: WalletState };
  readonly world: { readonly config: { readonly seed: number; readonly clock: { readonly start: number } } };
  readonly now: number;
}

/** The account fields the book reads and moves (a SimUser fits). */
export interface WalletMember {
  readonly username: string;
  balance: number;
}

/** The wallet data of a member, seeded on first use (wallet-state.ts). */
export function walletOf(ctx: Pick<WalletContext, 'state' | 'world'>, user: WalletMember): MemberWallet {
  const all = ctx.state.wallet;
  if (!Object.hasOwn(all, user.username)) {
    all[user.username] = seedMemberWallet(ctx.world.config.seed, user.username, user.balance, ctx.world.config.clock.start);
  }
  return all[user.username]!;
}

/** Adds a record and moves the balance; returns the record. */
export function book(
  ctx: WalletContext,
  user: WalletMember,
  type: WalletRecordType,
  amount: number,
  status: WalletRecord['status'],
  remark = '',
): WalletRecord {
  const wallet = walletOf(ctx, user);
  user.balance = round2(user.balance + amount);
  const record: WalletRecord = {
    id: `T${String(wallet.seq).padStart(6, '0')}`,
    type,
    amount: round2(amount),
    balanceAfter: user.balance,
    status,
    createdAt: ctx.now,
    remark,
  };
  wallet.seq += 1;
  wallet.records.unshift(record);
  return record;
}
