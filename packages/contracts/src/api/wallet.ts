import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';

/**
 * Wallet (A§3 "Wallet: sumBalance (2 decimals)", G§5 "Wallet (merchant and member)", A-018):
 * balances, deposit, withdraw and the account records. Decisions in docs/decisions/account.md.
 */

/** Record types: D deposit, W withdrawal, B bet, P payout, R reward, A agent (commission and transfers; `?types=A`). */
export const WALLET_RECORD_TYPES = ['D', 'W', 'B', 'P', 'R', 'A'] as const;
export type WalletRecordType = (typeof WALLET_RECORD_TYPES)[number];
export const WALLET_RECORD_STATUSES = ['SUCCESS', 'PENDING', 'FAILED'] as const;
export const DEPOSIT_METHODS = ['PIX', 'BANK', 'USDT'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];
/** Decided limits: any amount has at most 2 decimals. */
export const WALLET_LIMITS = { depositMin: 10, depositMax: 50_000, withdrawMin: 50, withdrawMax: 20_000 } as const;
export const WALLET_PAGE_SIZE_MAX = 50;

const Amount = Type.Number({ minimum: 0.01, maximum: 1_000_000 });

export const MemberWalletValue = Type.Object({ sumBalance: Type.Number() }, { $id: 'MemberWalletValue', additionalProperties: false });
export type MemberWalletValue = Static<typeof MemberWalletValue>;

export const MerchantWalletValue = Type.Object(
  {
    sumBalance: Type.Number(),
    /** What can be withdrawn now. */
    available: Type.Number(),
    /** Withdrawals still pending. */
    frozen: Type.Number(),
    currency: Type.String(),
  },
  { $id: 'MerchantWalletValue', additionalProperties: false },
);
export type MerchantWalletValue = Static<typeof MerchantWalletValue>;

export const WalletRecord = Type.Object(
  {
    id: Type.String(),
    type: Type.Union(WALLET_RECORD_TYPES.map((t) => Type.Literal(t))),
    /** Signed: credits positive, debits negative. */
    amount: Type.Number(),
    balanceAfter: Type.Number(),
    status: Type.Union(WALLET_RECORD_STATUSES.map((t) => Type.Literal(t))),
    /** Epoch ms (world clock). */
    createdAt: Type.Number(),
    remark: Type.String(),
  },
  { $id: 'WalletRecord', additionalProperties: false },
);
export type WalletRecord = Static<typeof WalletRecord>;

export const WalletRecordsQuery = Type.Object(
  {
    /** Comma list of record types (`A`, `D,W`); empty = all. */
    types: Type.Optional(Type.String({ maxLength: 20, pattern: '^[A-Z](,[A-Z])*$' })),
    /** Inclusive range, epoch ms. */
    from: Type.Optional(Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 })),
    to: Type.Optional(Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 })),
    pageNo: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: WALLET_PAGE_SIZE_MAX, default: 20 }),
  },
  { additionalProperties: false },
);
export type WalletRecordsQuery = Static<typeof WalletRecordsQuery>;

export const WalletRecordsValue = Type.Object(
  { list: Type.Array(WalletRecord), pageNum: Type.Integer(), totalPages: Type.Integer(), total: Type.Integer() },
  { $id: 'WalletRecordsValue', additionalProperties: false },
);
export type WalletRecordsValue = Static<typeof WalletRecordsValue>;

export const DepositMethodInfo = Type.Object(
  {
    code: Type.Union(DEPOSIT_METHODS.map((m) => Type.Literal(m))),
    min: Type.Number(),
    max: Type.Number(),
    quickAmounts: Type.Array(Type.Number()),
    /** Shown by the new deposit detail (dep_func = 1): where the money goes. */
    payee: Type.String(),
    /** Minutes until a deposit of this method is credited (0 = instant). */
    etaMinutes: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type DepositMethodInfo = Static<typeof DepositMethodInfo>;
export const DepositMethodsValue = Type.Array(DepositMethodInfo, { $id: 'DepositMethodsValue' });
export type DepositMethodsValue = Static<typeof DepositMethodsValue>;

export const DepositBody = Type.Object(
  { amount: Amount, method: Type.Union(DEPOSIT_METHODS.map((m) => Type.Literal(m))) },
  { additionalProperties: false },
);
export type DepositBody = Static<typeof DepositBody>;

export const WithdrawBody = Type.Object(
  {
    amount: Amount,
    /** The member's login password confirms a withdrawal. */
    password: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type WithdrawBody = Static<typeof WithdrawBody>;

export const WalletMoveValue = Type.Object(
  { record: WalletRecord, sumBalance: Type.Number() },
  { $id: 'WalletMoveValue', additionalProperties: false },
);
export type WalletMoveValue = Static<typeof WalletMoveValue>;

export const walletEndpoints = {
  member: defineEndpoint({
    id: 'wallet.member',
    method: 'GET',
    path: '/api/wallet/member',
    auth: true,
    // The member bar refreshes it: a failure shows stars, not a toast.
    quiet: true,
    encrypted: false,
    summary: 'Member wallet: sumBalance, 2 decimals (A-160).',
    response: MemberWalletValue,
  }),
  merchant: defineEndpoint({
    id: 'wallet.merchant',
    method: 'GET',
    path: '/api/wallet/merchant',
    auth: true,
    quiet: true,
    encrypted: false,
    summary: 'Merchant wallet of the member: sumBalance, available and frozen (pending withdrawals).',
    response: MerchantWalletValue,
  }),
  records: defineEndpoint({
    id: 'wallet.records',
    method: 'GET',
    path: '/api/wallet/records',
    auth: true,
    quiet: false,
    encrypted: false,
    module: 'TRANSREC3',
    summary: 'Account records, newest first; types (comma list of D,W,B,P,R,A), from/to (epoch ms), paged. TRANSREC3.',
    query: WalletRecordsQuery,
    response: WalletRecordsValue,
  }),
  depositMethods: defineEndpoint({
    id: 'wallet.depositMethods',
    method: 'GET',
    path: '/api/wallet/deposit/methods',
    auth: true,
    quiet: false,
    encrypted: false,
    summary: 'Deposit methods with limits, quick amounts and payee. A trial gets trial.forbidden.',
    response: DepositMethodsValue,
  }),
  deposit: defineEndpoint({
    id: 'wallet.deposit',
    method: 'POST',
    path: '/api/wallet/deposit',
    auth: true,
    quiet: false,
    encrypted: false,
    summary: 'Deposit: credited at once in the simulator; adds a D record. Failures: amount.invalid, trial.forbidden.',
    body: DepositBody,
    response: WalletMoveValue,
  }),
  withdraw: defineEndpoint({
    id: 'wallet.withdraw',
    method: 'POST',
    path: '/api/wallet/withdraw',
    auth: true,
    quiet: false,
    encrypted: false,
    summary:
      'Withdraw: debits at once and adds a PENDING W record. Failures: amount.invalid, balance.insufficient, password.wrong, trial.forbidden.',
    body: WithdrawBody,
    response: WalletMoveValue,
  }),
};
