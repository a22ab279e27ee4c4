import { api, DEPOSIT_METHODS, WALLET_LIMITS, type DepositMethodInfo } from '@m/contracts';
import { SimError } from '../errors';
import { defineHandler } from '../handler';
import { book, walletOf } from '../wallet/wallet-book';
import { round2, type MemberWallet } from '../wallet/wallet-state';
import { inRange, pageOf, refuseTrial } from './common';

/**
 * Wallet (contracts api/wallet.ts, A-018): balances, deposit, withdraw, account records. The
 * balance is `users[name].balance`; a deposit or withdrawal changes it and adds a record, so the
 * member bar, the member centre and the records all see it.
 */

export const CURRENCY = 'BRL';

/** Amount rule: finite, at most 2 decimals, inside [min, max]. */
export function checkAmount(amount: number, min: number, max: number): void {
  if (!Number.isFinite(amount) || Math.abs(round2(amount) - amount) > 1e-9 || amount < min || amount > max) {
    throw new SimError('amount.invalid', `amount must be between ${min} and ${max} with at most 2 decimals`, { field: 'amount', min, max });
  }
}

const frozenOf = (wallet: MemberWallet) =>
  round2(wallet.records.filter((r) => r.type === 'W' && r.status === 'PENDING').reduce((s, r) => s - r.amount, 0));

export const DEPOSIT_METHOD_TABLE: readonly DepositMethodInfo[] = DEPOSIT_METHODS.map((code) => ({
  code,
  min: code === 'USDT' ? 50 : WALLET_LIMITS.depositMin,
  max: code === 'PIX' ? WALLET_LIMITS.depositMax : 20_000,
  quickAmounts: code === 'USDT' ? [50, 100, 500, 1000] : [10, 50, 100, 500],
  payee: code === 'PIX' ? 'pix@mock-site.test' : code === 'BANK' ? 'Mock Bank 001 / 12345-6' : 'TMockUsdtAddress0000000000000001',
  etaMinutes: code === 'PIX' ? 0 : code === 'BANK' ? 30 : 10,
}));

export const walletHandlers = {
  ...defineHandler(api.wallet.member, ({ session }) => ({ sumBalance: round2(session!.user.balance) })),
  ...defineHandler(api.wallet.merchant, (ctx) => {
    const user = ctx.session!.user;
    const frozen = frozenOf(walletOf(ctx, user));
    return { sumBalance: round2(user.balance + frozen), available: round2(user.balance), frozen, currency: CURRENCY };
  }),
  ...defineHandler(api.wallet.records, (ctx) => {
    const { query } = ctx;
    const types = query.types ? new Set(query.types.split(',')) : null;
    const all = walletOf(ctx, ctx.session!.user).records.filter(
      (r) => (!types || types.has(r.type)) && inRange(r.createdAt, query.from, query.to),
    );
    return pageOf(all, query.pageNo, query.pageSize);
  }),
  ...defineHandler(api.wallet.depositMethods, ({ session }) => {
    refuseTrial(session!.user);
    return DEPOSIT_METHOD_TABLE.map((m) => ({ ...m, quickAmounts: [...m.quickAmounts] }));
  }),
  ...defineHandler(api.wallet.deposit, (ctx) => {
    const user = ctx.session!.user;
    refuseTrial(user);
    const method = DEPOSIT_METHOD_TABLE.find((m) => m.code === ctx.body.method)!;
    checkAmount(ctx.body.amount, method.min, method.max);
    const record = book(ctx, user, 'D', ctx.body.amount, 'SUCCESS', method.code);
    const wallet = walletOf(ctx, user);
    wallet.totalDeposit = round2(wallet.totalDeposit + ctx.body.amount);
    return { record, sumBalance: user.balance };
  }),
  ...defineHandler(api.wallet.withdraw, (ctx) => {
    const user = ctx.session!.user;
    refuseTrial(user);
    if (ctx.body.password !== user.password) throw new SimError('password.wrong', 'wrong password', { field: 'password' });
    checkAmount(ctx.body.amount, WALLET_LIMITS.withdrawMin, WALLET_LIMITS.withdrawMax);
    if (ctx.body.amount > user.balance) {
      throw new SimError('balance.insufficient', 'the amount is more than the balance', { field: 'amount', balance: user.balance });
    }
    const record = book(ctx, user, 'W', -ctx.body.amount, 'PENDING');
    return { record, sumBalance: user.balance };
  }),
};
