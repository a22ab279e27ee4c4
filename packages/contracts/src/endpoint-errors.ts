import type { RouteMeta } from './endpoint';
import { ERROR_CODES, type ErrorCode } from './errors';

/**
 * The error codes each endpoint answers: the domain codes below, per endpoint id, plus
 * the general ones every endpoint of its kind answers (`generalErrorCodes`). The OpenAPI document
 * lists them per operation and status; the conformance suite (mock-server) fails when the
 * simulator answers a code an endpoint does not list; the contract coverage report counts them.
 * Faults injected through the control API may answer any code of the table: they are the
 * `default` response of every operation.
 */
export const ENDPOINT_ERRORS: Readonly<Record<string, readonly ErrorCode[]>> = {
  'agent.contract': ['not.agent'],
  'agent.dividendContractInfo': [],
  'agent.dividends': ['not.agent'],
  'agent.info': ['not.agent'],
  'agent.rebates': ['not.agent'],
  'agent.register': ['not.agent', 'username.exists'],
  'agent.salaryContractInfo': [],
  'agent.signContract': ['contract.not.offered', 'not.agent'],
  'agent.teamBetting': ['not.agent'],
  'agent.teamKpi': ['not.agent'],
  'agent.teamMembers': ['not.agent'],
  'agent.teamPnl': ['not.agent'],
  'agent.wallet': ['not.agent'],
  'announcements.list': [],
  'announcements.markRead': ['trial.forbidden'],
  'announcements.noticeDetail': [],
  'announcements.notices': [],
  'announcements.popular': [],
  'announcements.unread': ['trial.forbidden'],
  'auth.avatar': [],
  'auth.captcha': [],
  'auth.login': [
    'account.locked',
    'captcha.required',
    'not.agent',
    'not.member',
    'password.wrong',
    'sms.code.expired',
    'user.not.exist',
    'verify.code.error',
  ],
  'auth.logout': [],
  'auth.memberInfo': [],
  'auth.renew': [],
  'auth.trialLogin': [],
  'banners.list': [],
  'feedback.submit': ['trial.forbidden', 'verify.code.error'],
  'games.addFavourite': ['game.not.found'],
  'games.favouriteIds': [],
  'games.favourites': [],
  'games.hot': [],
  'games.launch': ['game.not.found'],
  'games.list': [],
  'games.recent': [],
  'games.removeFavourite': ['game.not.found'],
  'games.vendors': [],
  'help.list': [],
  'humanCheck.challenge': [],
  'humanCheck.verify': ['human.check.failed'],
  'identity.confirm': ['sms.code.expired', 'verify.code.error'],
  'identity.sendCode': ['human.check.failed', 'sms.too.frequent'],
  'inbox.detail': ['trial.forbidden'],
  'inbox.list': ['trial.forbidden'],
  'inbox.markRead': ['trial.forbidden'],
  'lottery.history': ['game.not.found'],
  'lottery.launch': ['game.not.found', 'lottery.closed'],
  'lottery.menu': [],
  'lottery.recent': [],
  'lottery.vendorGames': [],
  'member.betRecords': [],
  'member.chatUnread': ['trial.forbidden'],
  'member.claimReward': ['reward.unavailable', 'trial.forbidden'],
  'member.headIcons': [],
  'member.inboxUnread': ['trial.forbidden'],
  'member.rewards': ['trial.forbidden'],
  'member.security': ['trial.forbidden'],
  'member.setAvatar': ['trial.forbidden'],
  'member.setNickname': ['trial.forbidden'],
  'member.vipBenefits': ['trial.forbidden'],
  'password.change': ['modify.new.old.same', 'password.old.wrong'],
  'password.forgotByEmail': ['email.not.match', 'user.not.exist'],
  'password.setByPhone': ['modify.new.old.same', 'sms.code.expired', 'user.not.exist', 'verify.code.error'],
  'password.status': [],
  'promotions.apply': ['promotion.not.available', 'promotion.not.found', 'trial.forbidden'],
  'promotions.available': ['trial.forbidden'],
  'promotions.list': [],
  'promotions.markRead': ['promotion.not.found'],
  'promotions.mine': [],
  'register.byMobile': ['captcha.required', 'invitation.code.invalid', 'mobile.exists', 'sms.code.expired', 'verify.code.error'],
  'register.byUsername': ['captcha.required', 'invitation.code.invalid', 'mobile.exists', 'username.exists', 'verify.code.error'],
  'register.checkAffiliate': ['invitation.code.invalid'],
  'register.checkUsername': [],
  'register.settings': [],
  'sms.send': ['human.check.failed', 'mobile.exists', 'sms.too.frequent', 'user.not.exist'],
  'sms.verify': ['sms.code.expired', 'verify.code.error'],
  'support.chatLaunch': ['trial.forbidden'],
  'support.customerService': [],
  'support.downloads': [],
  'system.settings': [],
  'system.status': [],
  'validation.rules': [],
  'wallet.deposit': ['amount.invalid', 'trial.forbidden'],
  'wallet.depositMethods': ['trial.forbidden'],
  'wallet.member': [],
  'wallet.merchant': [],
  'wallet.records': [],
  'wallet.withdraw': ['amount.invalid', 'balance.insufficient', 'password.wrong', 'trial.forbidden'],
};

/**
 * Codes every endpoint of a kind answers (the general codes below, plus the account-kind refusals:
 * a trial account, a member on an agent endpoint); every other listed code is a domain error,
 * which the simulator produces by its own rules (mock-server qa/error-recipes.ts).
 */
export const GENERIC_ERROR_CODES: readonly ErrorCode[] = [
  'bad.request',
  'not.logged.in',
  'logged.out',
  'no.permission',
  'trial.forbidden',
  'not.agent',
];

/** Every (endpoint, code) pair of the domain errors, in endpoint order. */
export function domainErrorPairs(): Array<{ endpoint: string; code: ErrorCode }> {
  return Object.entries(ENDPOINT_ERRORS).flatMap(([endpoint, codes]) =>
    codes.filter((code) => !GENERIC_ERROR_CODES.includes(code)).map((code) => ({ endpoint, code })),
  );
}

/**
 * Codes every endpoint of a kind answers: `bad.request` (a request that breaks its schema or
 * misses a required header), `not.logged.in`/`logged.out` (auth: no or dead token), `no.permission`
 * (a white-label module whose switch is off, A-016).
 */
export function generalErrorCodes(route: Pick<RouteMeta, 'auth' | 'module'>): ErrorCode[] {
  return [
    'bad.request',
    ...(route.auth ? (['not.logged.in', 'logged.out'] as const) : []),
    ...(route.module ? (['no.permission'] as const) : []),
  ];
}

/** Every error code an endpoint answers (general first, then its domain codes), without repeats. */
export function endpointErrorCodes(route: Pick<RouteMeta, 'id' | 'auth' | 'module'>): ErrorCode[] {
  return [...new Set([...generalErrorCodes(route), ...(ENDPOINT_ERRORS[route.id] ?? [])])];
}

/** The codes of an endpoint grouped by HTTP status (from the error table), statuses ascending. */
export function endpointErrorsByStatus(route: Pick<RouteMeta, 'id' | 'auth' | 'module'>): Array<{ status: number; codes: ErrorCode[] }> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of endpointErrorCodes(route)) {
    const status = ERROR_CODES[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return [...byStatus.entries()].sort(([a], [b]) => a - b).map(([status, codes]) => ({ status, codes }));
}
