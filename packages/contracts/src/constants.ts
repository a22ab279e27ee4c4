/**
 * Shared constants of the platform: the values both the site and the simulator must agree on.
 * Checklist: A-175..A-178, G-105, G-106. Decisions are recorded in docs/decisions/ (contract.md, account.md, simulator.md).
 */

/** Account types (customerType / type). A-178, G§3. */
export const ACCOUNT_TYPE = {
  member: 0,
  agent: 1,
  agentLevel2: 2,
  trial: 4,
  nonAgentMember: 40,
  agentNoContract41: 41,
  agentNoContract42: 42,
} as const;
export type AccountType = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];
export const ACCOUNT_TYPES = Object.values(ACCOUNT_TYPE) as AccountType[];

/** Registration always sends type 0. */
export const REGISTRATION_TYPE = ACCOUNT_TYPE.member;
/** Types that are not agents: everything else is an agent (A§6, G§6). */
export const NOT_AGENT_TYPES: readonly number[] = [0, 4, 40];
/** Types that never get the contract check on home (G§6). */
export const NO_CONTRACT_CHECK_TYPES: readonly number[] = [4, 40, 41, 42];
/** Types for which unread counts load (A§6). */
export const UNREAD_COUNT_TYPES: readonly number[] = [0, 1, 2];

export const isAgentType = (type: number): boolean => !NOT_AGENT_TYPES.includes(type);
export const isTrialType = (type: number): boolean => type === ACCOUNT_TYPE.trial;

/**
 * White-label switches in settings.info.whitelabel. The first sixteen are named by the spec
 * the rest name the switches the spec describes without naming.
 */
export const WHITELABEL_KEYS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'REWCEN3',
  'TRANSREC3',
  'TRANSBETREPMEM3',
  'MAILCEN',
  'CBS3',
  'AGEPAG',
  'REGCEN',
  'AGETEAMPNL3',
  'DOWNMAN',
  'TEAMBETTING3',
  // decided names for switches the spec describes but does not name.
  'MOBILELOGIN3',
  'SOCIALLOGIN',
  'CAPTCHA',
  'AFFILIATEFIELD',
  'FORGETPSWPHONE',
  'FIREBASE',
  'DOWNLOADBARLOGIN',
  'VIPBENEFIT',
  'DIVIDEND',
  'REFERRAL',
] as const;
export type WhitelabelKey = (typeof WHITELABEL_KEYS)[number];

/** Seeded defaults of every switch. `all-flags-off` turns all of them off. */
export const WHITELABEL_DEFAULTS: Record<WhitelabelKey, boolean> = {
  USERNAMEREG3: true,
  MOBILENUMREG3: true,
  REGMOBVERF3: true,
  MOBILENUMPASSREG3: true,
  FACEBOOKLOGIN3: true,
  GOOGLELOGIN3: true,
  REWCEN3: true,
  TRANSREC3: true,
  TRANSBETREPMEM3: true,
  MAILCEN: true,
  CBS3: true,
  AGEPAG: true,
  REGCEN: true,
  AGETEAMPNL3: true,
  DOWNMAN: true,
  TEAMBETTING3: true,
  MOBILELOGIN3: true,
  SOCIALLOGIN: true,
  CAPTCHA: true,
  AFFILIATEFIELD: true,
  FORGETPSWPHONE: true,
  FIREBASE: false,
  DOWNLOADBARLOGIN: false,
  VIPBENEFIT: true,
  DIVIDEND: true,
  REFERRAL: true,
};

/**
 * Module-identifier header. Calls that belong to a white-label module send the module's
 * key in this header; the backend refuses the call with `no.permission` while that switch is off.
 */
export const MODULE_HEADER = 'x-module-id';

/**
 * The header of every API answer that carries the backend's clock: the standard HTTP Date
 * header, as any backend sends it. The simulator writes its world's clock into it (so a moved
 * world clock is the time the site sees) and exposes it to a site on another origin; the site
 * reads it to know the server's time (shared/time/server-clock.ts), never the device's clock,
 * for "today", report ranges, greetings and expiries.
 */
export const SERVER_TIME_HEADER = 'date';

/**
 * The backend's clock to the millisecond (decimal ms since the epoch), on every API answer beside
 * the Date header, which has whole seconds: a draw countdown that trusted the second would run up
 * to a second late. The site prefers it and falls back to the Date header when a backend lacks it
 * (docs/decisions/toolkit.md "The server's clock").
 */
export const SERVER_TIME_MS_HEADER = 'x-server-time';

/**
 * Simulator only: whether the world's clock runs (`follow`) or stands still (`frozen`). A
 * production backend's clock always runs, so the production site never reads it; the site's
 * development build does, so a frozen world shows frozen countdowns.
 */
export const SIM_CLOCK_HEADER = 'x-sim-clock';

/** The headers of an answer that carry the server's clock, for both simulator transports. */
export function serverClockHeaders(reading: { now: number; mode: 'follow' | 'frozen' }): Record<string, string> {
  return {
    [SERVER_TIME_HEADER]: new Date(reading.now).toUTCString(),
    [SERVER_TIME_MS_HEADER]: String(Math.trunc(reading.now)),
    [SIM_CLOCK_HEADER]: reading.mode,
  };
}

/** Header of an encrypted body (A§7, codec.ts) and its only value. */
export const ENCRYPTION_HEADER = 'x-encrypted';
export const ENCRYPTION_HEADER_VALUE = 'aes';

/** Game types (G§9). */
export const GAME_TYPES = ['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Vendor codes with special launch rules (G§4, G§9). */
export const VENDOR_CODE = {
  lottoVn: 'TCG_LOTTO_VN',
  sea: 'TCG_SEA',
  lott: 'LOTT',
  elott: 'ELOTT',
  bgs: 'BGS',
  gpi: 'GPI',
} as const;

/** Content (announcement) types (G-105). */
export const CONTENT_TYPE = { agent: 'A', player: 'PL', banner: 'B', popup: 'PU', promotion: 'PR' } as const;
export type ContentType = (typeof CONTENT_TYPE)[keyof typeof CONTENT_TYPE];

/** Prize modes (G-105). */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** Play types (G-105). */
export const PLAY_TYPE = { tradition: 'Tradition', entertainment: 'Entertainment' } as const;

/** Gateways (G-105). */
export const GATEWAY = { WEB: 1, MOBILE: 3 } as const;

/** Display languages of the site. */
export const DISPLAY_LANGUAGES = ['en', 'pt', 'vi'] as const;
export type DisplayLanguage = (typeof DISPLAY_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: DisplayLanguage = 'en';

/** Site configuration as the spec states it (G-105); TY is kept as data only. */
export const SITE_CONFIG = {
  platform: 'mobile',
  language: 'EN',
  supportedLanguages: ['TY', 'EN'],
  defaultGameLanguage: 'EN',
  gateway: GATEWAY,
  prizeModes: PRIZE_MODES,
  contentTypes: CONTENT_TYPE,
  playTypes: PLAY_TYPE,
} as const;

/** The seeded merchant code (G-106): one value, used by the simulator and sent by the site. */
export const DEFAULT_MERCHANT_CODE = 'MOCKM01';

/** Minimum age and mobile digit count defaults; served in settings.info.register. */
export const DEFAULT_MIN_AGE = 18;
export const DEFAULT_MOBILE_DIGITS = { min: 9, max: 11 } as const;
export const DEFAULT_COUNTRY_DIALING_CODE = '+55';

/** Download resource types (A§3). */
export const RESOURCE_TYPES = ['Android', 'IOS', 'MOBILECONFIG', 'AppDownloadIcon', 'TELEGRAM', 'FACEBOOK', 'AFFILIATELINK'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** System status values. */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
export type SystemStatus = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

/** Status precedence: maintenance wins over region restriction. */
export function systemStatusOf(flags: { maintenance: boolean; regionRestriction: boolean }): SystemStatus {
  if (flags.maintenance) return SYSTEM_STATUS.maintenance;
  if (flags.regionRestriction) return SYSTEM_STATUS.regionRestricted;
  return SYSTEM_STATUS.normal;
}

/**
 * The query of a registration link (/m/register?...): an agent's invite carries its affiliate code
 * (checked on load, A-059; agent.info's inviteUrl), a member's referral its username (sent as the
 * registration's recommenderId). The backend builds the first, the site the second, the form reads
 * both (docs/decisions/account.md "A-059 Registration links").
 */
export const REGISTER_LINK_QUERY = { affiliate: 'aff', recommender: 'inviter' } as const;

/** Header that selects the simulated world; the cookie of the same name does the same. */
export const SIM_WORLD_HEADER = 'x-sim-world';
export const SIM_WORLD_COOKIE = 'sim-world';

/**
 * Bounds of every paged query: page numbers and sizes are
 * `Type.Integer({ minimum: 1, maximum })`, so Infinity, NaN and 1e7 are refused with 400.
 * Give each page size its own maximum.
 */
export const PAGE_NO_MAX = 10_000;
