import type { WalletRecord, WalletRecordType } from '@m/contracts';
import type { HandlerContext } from '../handler';
import type { SimUser } from '../state';
import { round2, seedMemberWallet, type MemberWallet } from './wallet-state';

/**
 * A member's wallet book-keeping, shared by domains/wallet.ts (deposit, withdraw) and
 * domains/member.ts (a claimed reward is booked): here rather than in either domain module, so
 * the two do not import each other (docs/decisions/toolkit.md ENG-CYCLES).
 */

/** The wallet data of a member, seeded on first use (wallet-state.ts). */
export function walletOf(ctx: Pick<HandlerContext, 'state' | 'world'>, user: SimUser): MemberWallet {
  const all = ctx.state.wallet;
  if (!Object.hasOwn(all, user.username)) {
    all[user.username] = seedMemberWallet(ctx.world.config.seed, user.username, user.balance, ctx.world.config.clock.start);
  }
  return all[user.username]!;
}

/** Adds a record and moves the balance; returns the record. */
export function book(
  ctx: Pick<HandlerContext, 'state' | 'world' | 'now'>,
  user: SimUser,
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
