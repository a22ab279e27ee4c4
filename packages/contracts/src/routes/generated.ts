// GENERATED from src/api by `pnpm --filter @m/contracts routes` (each endpoint is written once, in
// src/api/<area>.ts). Do not edit: a test fails when this file is stale. Schema-free, so the site
// bundle carries no TypeBox: the types come from the endpoint table through `import type`.
import type { Api } from '../api';
import { defineRoute, type Route, type TypesOfRoute } from '../endpoint';

type T<A extends keyof Api, N extends keyof Api[A]> = TypesOfRoute<Api[A][N]>;

/** Every call of the backend, by area, without schemas: what the site calls by. */
export const routes = {
  system: {
    status: defineRoute<T<'system', 'status'>>({ id: 'system.status', method: 'GET', path: '/api/system/status', auth: false, quiet: true, encrypted: false }),
    settings: defineRoute<T<'system', 'settings'>>({ id: 'system.settings', method: 'GET', path: '/api/system/settings', auth: false, quiet: true, encrypted: false }),
  },
  auth: {
    captcha: defineRoute<T<'auth', 'captcha'>>({ id: 'auth.captcha', method: 'GET', path: '/api/auth/captcha', auth: false, quiet: true, encrypted: false, module: 'CAPTCHA' }),
    login: defineRoute<T<'auth', 'login'>>({ id: 'auth.login', method: 'POST', path: '/api/auth/login', auth: false, quiet: false, encrypted: true }),
    logout: defineRoute<T<'auth', 'logout'>>({ id: 'auth.logout', method: 'DELETE', path: '/api/auth/session', auth: true, quiet: true, encrypted: false }),
    renew: defineRoute<T<'auth', 'renew'>>({ id: 'auth.renew', method: 'POST', path: '/api/auth/session/renew', auth: true, quiet: true, encrypted: false }),
    trialLogin: defineRoute<T<'auth', 'trialLogin'>>({ id: 'auth.trialLogin', method: 'POST', path: '/api/auth/trial', auth: false, quiet: false, encrypted: false }),
    memberInfo: defineRoute<T<'auth', 'memberInfo'>>({ id: 'auth.memberInfo', method: 'GET', path: '/api/auth/member-info', auth: true, quiet: true, encrypted: false }),
    avatar: defineRoute<T<'auth', 'avatar'>>({ id: 'auth.avatar', method: 'GET', path: '/api/auth/avatar', auth: true, quiet: true, encrypted: false }),
  },
  sms: {
    send: defineRoute<T<'sms', 'send'>>({ id: 'sms.send', method: 'POST', path: '/api/sms/send', auth: false, quiet: false, encrypted: false }),
    verify: defineRoute<T<'sms', 'verify'>>({ id: 'sms.verify', method: 'POST', path: '/api/sms/verify', auth: false, quiet: true, encrypted: false }),
  },
  humanCheck: {
    challenge: defineRoute<T<'humanCheck', 'challenge'>>({ id: 'humanCheck.challenge', method: 'GET', path: '/api/human-check/challenge', auth: false, quiet: false, encrypted: false }),
    verify: defineRoute<T<'humanCheck', 'verify'>>({ id: 'humanCheck.verify', method: 'POST', path: '/api/human-check/verify', auth: false, quiet: true, encrypted: false }),
  },
  validation: {
    rules: defineRoute<T<'validation', 'rules'>>({ id: 'validation.rules', method: 'GET', path: '/api/validation/rules', auth: false, quiet: true, encrypted: false }),
  },
  lottery: {
    menu: defineRoute<T<'lottery', 'menu'>>({ id: 'lottery.menu', method: 'GET', path: '/api/lottery/menu', auth: false, quiet: true, encrypted: false }),
    recent: defineRoute<T<'lottery', 'recent'>>({ id: 'lottery.recent', method: 'GET', path: '/api/lottery/recent', auth: false, quiet: true, encrypted: false }),
    vendorGames: defineRoute<T<'lottery', 'vendorGames'>>({ id: 'lottery.vendorGames', method: 'GET', path: '/api/lottery/vendor-games', auth: false, quiet: false, encrypted: false }),
    history: defineRoute<T<'lottery', 'history'>>({ id: 'lottery.history', method: 'GET', path: '/api/lottery/history', auth: false, quiet: false, encrypted: false }),
    launch: defineRoute<T<'lottery', 'launch'>>({ id: 'lottery.launch', method: 'POST', path: '/api/lottery/launch', auth: true, quiet: false, encrypted: false }),
  },
  register: {
    settings: defineRoute<T<'register', 'settings'>>({ id: 'register.settings', method: 'GET', path: '/api/register/settings', auth: false, quiet: true, encrypted: false }),
    checkUsername: defineRoute<T<'register', 'checkUsername'>>({ id: 'register.checkUsername', method: 'GET', path: '/api/register/username-check', auth: false, quiet: true, encrypted: false }),
    checkAffiliate: defineRoute<T<'register', 'checkAffiliate'>>({ id: 'register.checkAffiliate', method: 'GET', path: '/api/register/affiliate-check', auth: false, quiet: true, encrypted: false }),
    byUsername: defineRoute<T<'register', 'byUsername'>>({ id: 'register.byUsername', method: 'PUT', path: '/api/register/username', auth: false, quiet: false, encrypted: true }),
    byMobile: defineRoute<T<'register', 'byMobile'>>({ id: 'register.byMobile', method: 'PUT', path: '/api/register/mobile', auth: false, quiet: false, encrypted: true }),
  },
  password: {
    status: defineRoute<T<'password', 'status'>>({ id: 'password.status', method: 'GET', path: '/api/password/status', auth: true, quiet: true, encrypted: false }),
    change: defineRoute<T<'password', 'change'>>({ id: 'password.change', method: 'POST', path: '/api/password/v2/change', auth: true, quiet: false, encrypted: false }),
    forgotByEmail: defineRoute<T<'password', 'forgotByEmail'>>({ id: 'password.forgotByEmail', method: 'POST', path: '/api/password/forgot/email', auth: false, quiet: false, encrypted: false, bodyType: 'form' }),
    setByPhone: defineRoute<T<'password', 'setByPhone'>>({ id: 'password.setByPhone', method: 'POST', path: '/api/password/phone', auth: false, quiet: true, encrypted: true }),
  },
  announcements: {
    list: defineRoute<T<'announcements', 'list'>>({ id: 'announcements.list', method: 'GET', path: '/api/announcements', auth: false, quiet: true, encrypted: false }),
    markRead: defineRoute<T<'announcements', 'markRead'>>({ id: 'announcements.markRead', method: 'POST', path: '/api/announcements/read', auth: true, quiet: true, encrypted: false }),
    notices: defineRoute<T<'announcements', 'notices'>>({ id: 'announcements.notices', method: 'GET', path: '/api/announcements/notices', auth: true, quiet: false, encrypted: false }),
    noticeDetail: defineRoute<T<'announcements', 'noticeDetail'>>({ id: 'announcements.noticeDetail', method: 'GET', path: '/api/announcements/notice', auth: true, quiet: false, encrypted: false }),
    popular: defineRoute<T<'announcements', 'popular'>>({ id: 'announcements.popular', method: 'GET', path: '/api/announcements/popular', auth: false, quiet: true, encrypted: false }),
    unread: defineRoute<T<'announcements', 'unread'>>({ id: 'announcements.unread', method: 'GET', path: '/api/announcements/unread', auth: true, quiet: true, encrypted: false }),
  },
  identity: {
    sendCode: defineRoute<T<'identity', 'sendCode'>>({ id: 'identity.sendCode', method: 'POST', path: '/api/identity/phone/send', auth: false, quiet: true, encrypted: false }),
    confirm: defineRoute<T<'identity', 'confirm'>>({ id: 'identity.confirm', method: 'POST', path: '/api/identity/phone/confirm', auth: false, quiet: true, encrypted: false }),
  },
  member: {
    inboxUnread: defineRoute<T<'member', 'inboxUnread'>>({ id: 'member.inboxUnread', method: 'GET', path: '/api/member/inbox/unread', auth: true, quiet: true, encrypted: false }),
    chatUnread: defineRoute<T<'member', 'chatUnread'>>({ id: 'member.chatUnread', method: 'GET', path: '/api/member/chat/unread', auth: true, quiet: true, encrypted: false, module: 'CBS3' }),
    setNickname: defineRoute<T<'member', 'setNickname'>>({ id: 'member.setNickname', method: 'POST', path: '/api/member/nickname', auth: true, quiet: false, encrypted: false }),
    headIcons: defineRoute<T<'member', 'headIcons'>>({ id: 'member.headIcons', method: 'GET', path: '/api/member/head-icons', auth: true, quiet: false, encrypted: false }),
    setAvatar: defineRoute<T<'member', 'setAvatar'>>({ id: 'member.setAvatar', method: 'POST', path: '/api/member/avatar', auth: true, quiet: false, encrypted: false }),
    security: defineRoute<T<'member', 'security'>>({ id: 'member.security', method: 'GET', path: '/api/member/security', auth: true, quiet: false, encrypted: false }),
    vipBenefits: defineRoute<T<'member', 'vipBenefits'>>({ id: 'member.vipBenefits', method: 'GET', path: '/api/member/vip-benefits', auth: true, quiet: false, encrypted: false, module: 'VIPBENEFIT' }),
    rewards: defineRoute<T<'member', 'rewards'>>({ id: 'member.rewards', method: 'GET', path: '/api/member/rewards', auth: true, quiet: false, encrypted: false, module: 'REWCEN3' }),
    claimReward: defineRoute<T<'member', 'claimReward'>>({ id: 'member.claimReward', method: 'POST', path: '/api/member/rewards/claim', auth: true, quiet: false, encrypted: false, module: 'REWCEN3' }),
    betRecords: defineRoute<T<'member', 'betRecords'>>({ id: 'member.betRecords', method: 'GET', path: '/api/member/bet-records', auth: true, quiet: false, encrypted: false, module: 'TRANSBETREPMEM3' }),
  },
  promotions: {
    list: defineRoute<T<'promotions', 'list'>>({ id: 'promotions.list', method: 'GET', path: '/api/promotions', auth: false, quiet: false, encrypted: false }),
    mine: defineRoute<T<'promotions', 'mine'>>({ id: 'promotions.mine', method: 'GET', path: '/api/promotions/mine', auth: true, quiet: true, encrypted: false }),
    available: defineRoute<T<'promotions', 'available'>>({ id: 'promotions.available', method: 'GET', path: '/api/promotions/available', auth: true, quiet: true, encrypted: false }),
    markRead: defineRoute<T<'promotions', 'markRead'>>({ id: 'promotions.markRead', method: 'POST', path: '/api/promotions/read', auth: true, quiet: true, encrypted: false }),
    apply: defineRoute<T<'promotions', 'apply'>>({ id: 'promotions.apply', method: 'POST', path: '/api/promotions/apply', auth: true, quiet: false, encrypted: false, bodyLimit: 21037060 }),
  },
  agent: {
    wallet: defineRoute<T<'agent', 'wallet'>>({ id: 'agent.wallet', method: 'GET', path: '/api/agent/wallet', auth: true, quiet: false, encrypted: false }),
    teamKpi: defineRoute<T<'agent', 'teamKpi'>>({ id: 'agent.teamKpi', method: 'GET', path: '/api/agent/team/kpi', auth: true, quiet: true, encrypted: false }),
    teamMembers: defineRoute<T<'agent', 'teamMembers'>>({ id: 'agent.teamMembers', method: 'GET', path: '/api/agent/team/members', auth: true, quiet: false, encrypted: false, module: 'DOWNMAN' }),
    teamPnl: defineRoute<T<'agent', 'teamPnl'>>({ id: 'agent.teamPnl', method: 'GET', path: '/api/agent/team/pnl', auth: true, quiet: false, encrypted: false, module: 'AGETEAMPNL3' }),
    teamBetting: defineRoute<T<'agent', 'teamBetting'>>({ id: 'agent.teamBetting', method: 'GET', path: '/api/agent/team/bets', auth: true, quiet: false, encrypted: false, module: 'TEAMBETTING3' }),
    rebates: defineRoute<T<'agent', 'rebates'>>({ id: 'agent.rebates', method: 'GET', path: '/api/agent/rebates', auth: true, quiet: false, encrypted: false }),
    dividends: defineRoute<T<'agent', 'dividends'>>({ id: 'agent.dividends', method: 'GET', path: '/api/agent/dividends', auth: true, quiet: false, encrypted: false }),
    register: defineRoute<T<'agent', 'register'>>({ id: 'agent.register', method: 'POST', path: '/api/agent/register', auth: true, quiet: false, encrypted: true, module: 'REGCEN' }),
    info: defineRoute<T<'agent', 'info'>>({ id: 'agent.info', method: 'GET', path: '/api/agent/info', auth: true, quiet: false, encrypted: false }),
    salaryContractInfo: defineRoute<T<'agent', 'salaryContractInfo'>>({ id: 'agent.salaryContractInfo', method: 'GET', path: '/api/agent/contract/daily-salary', auth: true, quiet: true, encrypted: false }),
    dividendContractInfo: defineRoute<T<'agent', 'dividendContractInfo'>>({ id: 'agent.dividendContractInfo', method: 'GET', path: '/api/agent/contract/dividend', auth: true, quiet: true, encrypted: false }),
    contract: defineRoute<T<'agent', 'contract'>>({ id: 'agent.contract', method: 'GET', path: '/api/agent/contract', auth: true, quiet: false, encrypted: false }),
    signContract: defineRoute<T<'agent', 'signContract'>>({ id: 'agent.signContract', method: 'POST', path: '/api/agent/contract/sign', auth: true, quiet: false, encrypted: false }),
  },
  wallet: {
    member: defineRoute<T<'wallet', 'member'>>({ id: 'wallet.member', method: 'GET', path: '/api/wallet/member', auth: true, quiet: true, encrypted: false }),
    merchant: defineRoute<T<'wallet', 'merchant'>>({ id: 'wallet.merchant', method: 'GET', path: '/api/wallet/merchant', auth: true, quiet: true, encrypted: false }),
    records: defineRoute<T<'wallet', 'records'>>({ id: 'wallet.records', method: 'GET', path: '/api/wallet/records', auth: true, quiet: false, encrypted: false, module: 'TRANSREC3' }),
    depositMethods: defineRoute<T<'wallet', 'depositMethods'>>({ id: 'wallet.depositMethods', method: 'GET', path: '/api/wallet/deposit/methods', auth: true, quiet: false, encrypted: false }),
    deposit: defineRoute<T<'wallet', 'deposit'>>({ id: 'wallet.deposit', method: 'POST', path: '/api/wallet/deposit', auth: true, quiet: false, encrypted: false }),
    withdraw: defineRoute<T<'wallet', 'withdraw'>>({ id: 'wallet.withdraw', method: 'POST', path: '/api/wallet/withdraw', auth: true, quiet: false, encrypted: false }),
  },
  feedback: {
    submit: defineRoute<T<'feedback', 'submit'>>({ id: 'feedback.submit', method: 'POST', path: '/api/feedback', auth: true, quiet: false, encrypted: false }),
  },
  help: {
    list: defineRoute<T<'help', 'list'>>({ id: 'help.list', method: 'GET', path: '/api/help', auth: false, quiet: false, encrypted: false }),
  },
  inbox: {
    list: defineRoute<T<'inbox', 'list'>>({ id: 'inbox.list', method: 'GET', path: '/api/inbox', auth: true, quiet: false, encrypted: false, module: 'MAILCEN' }),
    detail: defineRoute<T<'inbox', 'detail'>>({ id: 'inbox.detail', method: 'GET', path: '/api/inbox/detail', auth: true, quiet: false, encrypted: false, module: 'MAILCEN' }),
    markRead: defineRoute<T<'inbox', 'markRead'>>({ id: 'inbox.markRead', method: 'POST', path: '/api/inbox/read', auth: true, quiet: true, encrypted: false, module: 'MAILCEN' }),
  },
  support: {
    customerService: defineRoute<T<'support', 'customerService'>>({ id: 'support.customerService', method: 'GET', path: '/api/support/customer-service', auth: false, quiet: false, encrypted: false }),
    chatLaunch: defineRoute<T<'support', 'chatLaunch'>>({ id: 'support.chatLaunch', method: 'GET', path: '/api/support/chat', auth: true, quiet: false, encrypted: false, module: 'CBS3' }),
    downloads: defineRoute<T<'support', 'downloads'>>({ id: 'support.downloads', method: 'GET', path: '/api/support/downloads', auth: false, quiet: true, encrypted: false }),
  },
  games: {
    vendors: defineRoute<T<'games', 'vendors'>>({ id: 'games.vendors', method: 'GET', path: '/api/games/vendors', auth: false, quiet: true, encrypted: false }),
    list: defineRoute<T<'games', 'list'>>({ id: 'games.list', method: 'GET', path: '/api/games/list', auth: false, quiet: false, encrypted: false }),
    hot: defineRoute<T<'games', 'hot'>>({ id: 'games.hot', method: 'GET', path: '/api/games/hot', auth: false, quiet: false, encrypted: false }),
    favouriteIds: defineRoute<T<'games', 'favouriteIds'>>({ id: 'games.favouriteIds', method: 'GET', path: '/api/games/favourites/ids', auth: true, quiet: true, encrypted: false }),
    favourites: defineRoute<T<'games', 'favourites'>>({ id: 'games.favourites', method: 'GET', path: '/api/games/favourites', auth: true, quiet: false, encrypted: false }),
    addFavourite: defineRoute<T<'games', 'addFavourite'>>({ id: 'games.addFavourite', method: 'POST', path: '/api/games/favourites', auth: true, quiet: false, encrypted: false }),
    removeFavourite: defineRoute<T<'games', 'removeFavourite'>>({ id: 'games.removeFavourite', method: 'DELETE', path: '/api/games/favourites', auth: true, quiet: false, encrypted: false }),
    recent: defineRoute<T<'games', 'recent'>>({ id: 'games.recent', method: 'GET', path: '/api/games/recent', auth: true, quiet: false, encrypted: false }),
    launch: defineRoute<T<'games', 'launch'>>({ id: 'games.launch', method: 'POST', path: '/api/games/launch', auth: true, quiet: false, encrypted: false }),
  },
  banners: {
    list: defineRoute<T<'banners', 'list'>>({ id: 'banners.list', method: 'GET', path: '/api/banners', auth: false, quiet: true, encrypted: false }),
  },
} as const;

export const routeList: Route[] = Object.values(routes).flatMap((area) => Object.values(area) as Route[]);
