import {
  ACCOUNT_TYPE,
  DEFAULT_COUNTRY_DIALING_CODE,
  DEFAULT_MERCHANT_CODE,
  DEFAULT_MIN_AGE,
  DEFAULT_MOBILE_DIGITS,
  RESOURCE_TYPES,
  WHITELABEL_DEFAULTS,
  type AccountType,
  type Settings,
} from '@m/contracts';
import type { Faker } from '@faker-js/faker';
import { seedAffiliateCodes, seedAnnouncements, seedRegisterSettings } from './seed-register';
import { seedAuthState } from './auth-state';
import { seedLotteryState } from './lottery/lottery-catalogue';
import type { SimUser, WorldState } from './state';
import { seedUnreadState } from './unread-state';
import { seedPromotionsState } from './promotions-state';
import { seedAgentAnnouncements, seedAgentState } from './agent-state';
import { seedWalletState } from './wallet/wallet-state';
import { seedSupportAnnouncements, seedSupportState } from './support-state';
import { seedGamesState } from './games/game-catalogue';

/** Seed of a world created without one. */
export const DEFAULT_SEED = 42;
/** Password of every seeded account (README.md "Well-known accounts"). */
export const WELL_KNOWN_PASSWORD = 'Test1234';
/** How many faker members a world gets besides the well-known accounts. */
export const SEEDED_MEMBER_COUNT = 8;

/** The accounts QA and newcomers log in with, in every world (README.md "Well-known accounts"). */
export const WELL_KNOWN_ACCOUNTS: ReadonlyArray<{
  username: string;
  type: AccountType;
  memberLabels?: string[];
  firstTimeLogin?: boolean;
}> = [
  { username: 'player01', type: ACCOUNT_TYPE.member },
  { username: 'newbie01', type: ACCOUNT_TYPE.member, firstTimeLogin: true },
  { username: 'nochat01', type: ACCOUNT_TYPE.member, memberLabels: ['nochat'] },
  { username: 'agent001', type: ACCOUNT_TYPE.agent },
  { username: 'agent002', type: ACCOUNT_TYPE.agentLevel2 },
  { username: 'member40', type: ACCOUNT_TYPE.nonAgentMember },
  { username: 'agent041', type: ACCOUNT_TYPE.agentNoContract41 },
  { username: 'agent042', type: ACCOUNT_TYPE.agentNoContract42 },
];

/** Brazilian mobile numbers (the default dialing code is +55): area code, 9, eight digits. */
function mobileNumbers(faker: Faker) {
  const used = new Set<string>();
  return (): string => {
    for (;;) {
      const n = `${faker.number.int({ min: 11, max: 99 })}9${faker.string.numeric(8)}`;
      if (!used.has(n)) {
        used.add(n);
        return n;
      }
    }
  };
}

function seedSettings(faker: Faker, pagesOrigin: string): Settings {
  const page = (name: string, query: string) => `${pagesOrigin}/pages/${name}?${query}`;
  return {
    info: {
      customerService: {
        chatUrl: `${pagesOrigin}/pages/chat`,
        telegram: page('chat', 'channel=telegram'),
        whatsapp: page('chat', 'channel=whatsapp'),
        facebook: page('chat', 'channel=facebook'),
        email: 'support@mock-site.test',
      },
      imageCDNs: [`${pagesOrigin}/cdn`],
      domainRoute: [pagesOrigin],
      mobileTemplate: {
        app_background: '#0b3d91',
        app_desc: 'Play and win anywhere: install the app',
        app_desc_font_color: '#ffffff',
        mem_cen: 1,
        dep_func: 1,
      },
      paths: { avatar: '/avatars/', gameIcon: '/game-icons/', banner: '/banners/' },
      register: {
        minAge: DEFAULT_MIN_AGE,
        mobileDigitsMin: DEFAULT_MOBILE_DIGITS.min,
        mobileDigitsMax: DEFAULT_MOBILE_DIGITS.max,
        countryDialingCode: DEFAULT_COUNTRY_DIALING_CODE,
        countryDialingCodes: [DEFAULT_COUNTRY_DIALING_CODE, '+84', '+1'],
      },
      resources: RESOURCE_TYPES.map((resourceType) => ({ resourceType, url: page('download', `type=${resourceType}`) })),
      whitelabel: { ...WHITELABEL_DEFAULTS },
      mainDomain: 'mock-site.test',
    },
    // TEST-NET-3 (RFC 5737): never a real visitor's address.
    location: { ip: `203.0.113.${faker.number.int({ min: 1, max: 254 })}`, country: 'BR' },
    maintenance: false,
    regionRestriction: false,
  };
}

function seedUser(faker: Faker, mobile: () => string, base: Partial<SimUser> & { username: string; type: number }): SimUser {
  return {
    username: base.username,
    password: WELL_KNOWN_PASSWORD,
    type: base.type,
    mobileNum: mobile(),
    countryDialingCode: DEFAULT_COUNTRY_DIALING_CODE,
    // example.com (RFC 2606): a 2-3 letter suffix, as the forgot-password email rule asks.
    email: `${base.username}@example.com`,
    nickname: faker.person.firstName(),
    balance: Number(faker.finance.amount({ min: 10, max: 5000, dec: 2 })),
    memberLabels: base.memberLabels ?? [],
    clubLabel: faker.helpers.arrayElement(['Bronze', 'Silver', 'Gold']),
    firstTimeLogin: base.firstTimeLogin ?? false,
    passwordExpired: false,
    wellKnown: base.wellKnown ?? false,
  };
}

/**
 * The happy-path state of a world, a pure function of the seed: every value comes from the
 * seeded faker in a fixed order, so the same seed gives byte-identical responses.
 */
export function seedWorldState(faker: Faker, pagesOrigin: string): WorldState {
  const settings = seedSettings(faker, pagesOrigin);
  const mobile = mobileNumbers(faker);
  const users: Record<string, SimUser> = {};
  for (const account of WELL_KNOWN_ACCOUNTS) {
    users[account.username] = seedUser(faker, mobile, { ...account, wellKnown: true });
  }
  for (let i = 0; i < SEEDED_MEMBER_COUNT; i++) {
    let username = faker.internet
      .username()
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 12);
    while (username.length < 6 || users[username]) username += faker.string.numeric(1);
    users[username] = seedUser(faker, mobile, { username, type: ACCOUNT_TYPE.member });
  }
  return {
    settings,
    merchantCode: DEFAULT_MERCHANT_CODE,
    users,
    sessions: {},
    captcha: null,
    sms: [],
    lottery: seedLotteryState(pagesOrigin),
    auth: seedAuthState(),
    registerSettings: seedRegisterSettings(),
    affiliateCodes: seedAffiliateCodes(),
    announcements: [...seedAnnouncements(), ...seedSupportAnnouncements(pagesOrigin), ...seedAgentAnnouncements()],
    unread: seedUnreadState(),
    support: seedSupportState(),
    promotions: seedPromotionsState(pagesOrigin),
    wallet: seedWalletState(),
    games: seedGamesState(pagesOrigin),
    // Last: its faker draws come after every other area's.
    agent: seedAgentState(faker),
  };
}
