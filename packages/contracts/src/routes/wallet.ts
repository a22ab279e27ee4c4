import type {
  DepositBody,
  DepositMethodsValue,
  MemberWalletValue,
  MerchantWalletValue,
  WalletMoveValue,
  WalletRecordsQuery,
  WalletRecordsValue,
  WithdrawBody,
} from '../api/wallet';
import { defineRoute } from '../endpoint';

/** Wallet (A§3, G§5, A-018): balances, deposit, withdraw, account records. */
export const walletRoutes = {
  member: defineRoute<{ value: MemberWalletValue }>({
    id: 'wallet.member',
    method: 'GET',
    path: '/api/wallet/member',
    auth: true,
    // The member bar refreshes it: a failure shows stars, not a toast.
    quiet: true,
    encrypted: false,
  }),
  merchant: defineRoute<{ value: MerchantWalletValue }>({
    id: 'wallet.merchant',
    method: 'GET',
    path: '/api/wallet/merchant',
    auth: true,
    quiet: true,
    encrypted: false,
  }),
  records: defineRoute<{ query: WalletRecordsQuery; value: WalletRecordsValue }>({
    id: 'wallet.records',
    method: 'GET',
    path: '/api/wallet/records',
    auth: true,
    quiet: false,
    encrypted: false,
    module: 'TRANSREC3',
  }),
  depositMethods: defineRoute<{ value: DepositMethodsValue }>({
    id: 'wallet.depositMethods',
    method: 'GET',
    path: '/api/wallet/deposit/methods',
    auth: true,
    quiet: false,
    encrypted: false,
  }),
  deposit: defineRoute<{ body: DepositBody; value: WalletMoveValue }>({
    id: 'wallet.deposit',
    method: 'POST',
    path: '/api/wallet/deposit',
    auth: true,
    quiet: false,
    encrypted: false,
  }),
  withdraw: defineRoute<{ body: WithdrawBody; value: WalletMoveValue }>({
    id: 'wallet.withdraw',
    method: 'POST',
    path: '/api/wallet/withdraw',
    auth: true,
    quiet: false,
    encrypted: false,
  }),
};
