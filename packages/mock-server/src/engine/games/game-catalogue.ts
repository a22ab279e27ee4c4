import { Banner, type Game, type SortingEntry, type VendorInfo } from '@m/contracts';
import { Type, type Static } from '@sinclair/typebox';
import { createFaker } from '../seeded/faker';
import { CatalogueGame, CatalogueVendor } from './catalogue-schema';

export * from './catalogue-schema';

/**
 * The game catalogue (G-043..G-046): ~330 games across the vendors and types of the spec, built
 * from its own fixed-seed faker so adding it leaves every other seeded byte of a world unchanged
 * (the same idea as unread-state.ts). The catalogue is world state
 * (`state.games.catalogue`, games keyed by nodeId, and `state.games.vendors`, keyed by vassalage),
 * so QA can add, change or remove a game or a vendor (PATCH or the control routes of
 * engine/catalogue-ops.ts). The seeded records are built once per pages origin and SHARED, frozen, by
 * every world: a world changes its catalogue only by replacing records (PATCH), never in place, so
 * making a world costs nothing for it and every cache derived from it (game list filters, hot
 * list, vendor mapping: catalogue-index.ts) is keyed by the record it was derived from.
 */

/** The catalogue's own faker seed. */
export const GAMES_SEED = 8008;

interface VendorDef {
  vassalage: string;
  displayName: string;
  gameType: string;
  count: number;
}

/** Vendors by game type, in the order of the sorting list. BGS is the in-house vendor (/m/inhouse). */
export const VENDORS: readonly VendorDef[] = [
  { vassalage: 'BGS', displayName: 'BG Studio', gameType: 'RNG', count: 60 },
  { vassalage: 'PG', displayName: 'PG Soft', gameType: 'RNG', count: 50 },
  { vassalage: 'JILI', displayName: 'JILI', gameType: 'RNG', count: 50 },
  { vassalage: 'PP', displayName: 'Pragmatic Play', gameType: 'RNG', count: 50 },
  { vassalage: 'JILI', displayName: 'JILI', gameType: 'FISH', count: 10 },
  { vassalage: 'CQ9', displayName: 'CQ9', gameType: 'FISH', count: 10 },
  { vassalage: 'FC', displayName: 'Fa Chai', gameType: 'FISH', count: 10 },
  { vassalage: 'EVO', displayName: 'Evolution', gameType: 'LIVE', count: 15 },
  { vassalage: 'SEXY', displayName: 'Sexy Baccarat', gameType: 'LIVE', count: 10 },
  { vassalage: 'DG', displayName: 'Dream Gaming', gameType: 'LIVE', count: 10 },
  { vassalage: 'KM', displayName: 'Kingmaker', gameType: 'PVP', count: 15 },
  { vassalage: 'V8', displayName: 'V8 Poker', gameType: 'PVP', count: 15 },
  { vassalage: 'SABA', displayName: 'SABA Sports', gameType: 'SPORTS', count: 1 },
  { vassalage: 'CMD', displayName: 'CMD368', gameType: 'SPORTS', count: 1 },
  { vassalage: 'TF', displayName: 'TF Gaming', gameType: 'ESPORTS', count: 1 },
  { vassalage: 'SV388', displayName: 'SV388', gameType: 'COCKFIGHT', count: 1 },
];

/** Lottery-vendor games: the codes of the lottery catalogue, so lottery.launch serves them. */
const LOTTERY_GAMES = [
  {
    code: 'FAST1',
    gameId: 1001,
    name: '1-Minute Lotto',
    vendor: 'LOTT',
    displayName: 'Lottery',
    type: 'LOTT',
    group: 10,
    mode: 'Tradition',
  },
  {
    code: 'FAST3',
    gameId: 1003,
    name: '3-Minute Lotto',
    vendor: 'LOTT',
    displayName: 'Lottery',
    type: 'LOTT',
    group: 10,
    mode: 'Tradition',
  },
  {
    code: 'FAST5',
    gameId: 1005,
    name: '5-Minute Keno',
    vendor: 'ELOTT',
    displayName: 'E-Lottery',
    type: 'ELOTT',
    group: 11,
    mode: 'Entertainment',
  },
  {
    code: 'VN_NORTH',
    gameId: 2001,
    name: 'Mien Bac',
    vendor: 'TCG_LOTTO_VN',
    displayName: 'Vietnam Lottery',
    type: 'LOTT',
    group: 20,
    mode: 'Tradition',
  },
  {
    code: 'VN_HCM',
    gameId: 2002,
    name: 'Ho Chi Minh',
    vendor: 'TCG_LOTTO_VN',
    displayName: 'Vietnam Lottery',
    type: 'LOTT',
    group: 20,
    mode: 'Tradition',
  },
  {
    code: 'RB_STOCK',
    gameId: 3001,
    name: 'RB Stock 5 Min',
    vendor: 'TCG_SEA',
    displayName: 'SEA Lottery',
    type: 'LOTT',
    group: 30,
    mode: 'Tradition',
  },
] as const;

export const LOTTERY_GAME_TYPES: ReadonlySet<string> = new Set(['LOTT', 'ELOTT']);

const ADJECTIVES = [
  'Golden',
  'Lucky',
  'Mega',
  'Wild',
  'Dragon',
  'Royal',
  'Fortune',
  'Super',
  'Mystic',
  'Jungle',
  'Ocean',
  'Fire',
  'Diamond',
  'Samba',
  'Rio',
  'Neon',
  'Cosmic',
  'Pirate',
  'Tiger',
  'Panda',
];
const NOUNS: Record<string, string[]> = {
  RNG: ['Riches', 'Treasure', 'Spins', 'Fruits', 'Gems', 'Empire', 'Wheel', 'Queen', 'Temple', 'Carnival', 'Bonanza', 'Reels'],
  FISH: ['Fishing', 'Hunter', 'Ocean King', 'Shark Hunt', 'Reef', 'Catch'],
  LIVE: ['Baccarat', 'Roulette', 'Blackjack', 'Sic Bo', 'Dragon Tiger', 'Poker'],
  PVP: ['Teen Patti', 'Rummy', 'Poker', 'Mahjong', 'Blackjack', 'Tongits'],
  SPORTS: ['Sportsbook'],
  ESPORTS: ['Esports'],
  COCKFIGHT: ['Arena'],
};
const CLASSIFIES = ['JP', 'SC', 'VP', 'TG', 'AC'] as const;
const BETS = [0.01, 0.05, 0.1, 0.5, 0.75, 1] as const;

export const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

export const vendorIcon = (origin: string, vassalage: string) => `${origin}/cdn/vendors/${vassalage.toLowerCase()}.svg`;

function buildCatalogue(origin: string): Game[] {
  const faker = createFaker(GAMES_SEED);
  const games: Game[] = [];
  let gameId = 10001;
  for (const v of VENDORS) {
    const used = new Set<string>();
    for (let i = 0; i < v.count; i++) {
      const lobby = v.count === 1;
      let name = lobby ? `${v.displayName} ${NOUNS[v.gameType]?.[0] ?? 'Lobby'}` : '';
      while (!name || used.has(name)) {
        name = `${faker.helpers.arrayElement(ADJECTIVES)} ${faker.helpers.arrayElement(NOUNS[v.gameType] ?? ['Game'])}`;
        if (used.has(name)) name += ` ${faker.number.int({ min: 2, max: 99 })}`;
      }
      used.add(name);
      const code = `${v.vassalage}_${v.gameType}_${String(i + 1).padStart(3, '0')}`;
      const roll = faker.number.int({ min: 0, max: 99 });
      const rng = v.gameType === 'RNG';
      const classify = rng ? (CLASSIFIES[i % CLASSIFIES.length] ?? '') : '';
      const icon = `${origin}/cdn/games/${v.vassalage.toLowerCase()}/${slug(name)}.svg`;
      games.push({
        gameId,
        code,
        remark: name,
        drawDayOfWeek: '',
        vassalage: v.vassalage,
        gameClassify: classify,
        gameType: v.gameType,
        vendorCode: v.vassalage,
        roomId: v.gameType === 'LIVE' ? `R${gameId}` : '',
        nodeId: `N${gameId}`,
        gameCode: code,
        gameGroupId: 0,
        lottoMode: '',
        gameName: name,
        nodeName: name,
        displayName: v.displayName,
        showIcon: true,
        iconUrl: icon,
        mobileLargeIcon: icon,
        mobileSmallIcon: icon,
        // Vendors' first game is always hot so each vendor has one on the hot tab.
        isTop: i === 0 || roll < 8,
        isNew: i === 1 || (roll >= 8 && roll < 18),
        isGameH5: true,
        // Live, sports and PVP tables take real money only; slots and fishing offer free play.
        supportPlay: rng || v.gameType === 'FISH' ? 0 : 1,
        gameClassifyNew: classify,
        minBet: rng ? (BETS[(i * 7 + roll) % BETS.length] ?? 1) : lobby ? 1 : 0.5,
        minLine: rng ? ([0, 9, 20, 25, 50][i % 5] ?? 0) : 0,
      });
      gameId++;
    }
  }
  for (const l of LOTTERY_GAMES) {
    const icon = `${origin}/cdn/games/lottery/${slug(l.name)}.svg`;
    games.push({
      gameId: l.gameId,
      code: l.code,
      remark: l.name,
      drawDayOfWeek: '1,2,3,4,5,6,7',
      vassalage: l.vendor,
      gameClassify: '',
      gameType: l.type,
      vendorCode: l.vendor,
      roomId: '',
      nodeId: `N${l.gameId}`,
      gameCode: l.code,
      gameGroupId: l.group,
      lottoMode: l.mode,
      gameName: l.name,
      nodeName: l.name,
      displayName: l.displayName,
      showIcon: true,
      iconUrl: icon,
      mobileLargeIcon: icon,
      mobileSmallIcon: icon,
      isTop: l.code === 'FAST1' || l.code === 'VN_NORTH',
      isNew: l.code === 'RB_STOCK',
      isGameH5: true,
      supportPlay: 1,
      gameClassifyNew: '',
      minBet: 1,
      minLine: 0,
    });
  }
  return games;
}

/**
 * The seeded sorting list (G-045, G-029): the backend files esports and cockfight vendors under
 * SPORTS (accountTypeName tells them apart); the site splits them out.
 */
export function seedSorting(): SortingEntry[] {
  const entry = (gameCategory: string, types: string[]): SortingEntry => ({
    gameCategory,
    vendorNames: VENDORS.filter((v) => types.includes(v.gameType)).map((v) => ({ vassalage: v.vassalage, accountTypeName: v.gameType })),
  });
  return [
    entry('RNG', ['RNG']),
    entry('FISH', ['FISH']),
    entry('LIVE', ['LIVE']),
    entry('PVP', ['PVP']),
    entry('SPORTS', ['SPORTS', 'ESPORTS', 'COCKFIGHT']),
    {
      gameCategory: 'LOTT',
      vendorNames: [
        { vassalage: 'LOTT', accountTypeName: 'LOTT' },
        { vassalage: 'TCG_LOTTO_VN', accountTypeName: 'LOTT' },
        { vassalage: 'TCG_SEA', accountTypeName: 'LOTT' },
      ],
    },
    { gameCategory: 'ELOTT', vendorNames: [{ vassalage: 'ELOTT', accountTypeName: 'ELOTT' }] },
  ];
}

// ---- the catalogue as world state -----------------------------------------------------------------

/** Games keyed by nodeId, in list order. */
export type CatalogueRecord = Record<string, Game>;
/** Vendors keyed by vassalage, in mapping order. */
export type VendorRecord = Record<string, CatalogueVendor>;

/** Null-prototype record of frozen values, itself frozen (values are null-prototype objects already). */
function frozenRecord<T extends object>(entries: Array<[string, T]>): Record<string, T> {
  const record = Object.create(null) as Record<string, T>;
  for (const [key, value] of entries) record[key] = deepFreeze(value);
  return Object.freeze(record);
}

/** Freezes a JSON value of the catalogue, making its objects null-prototype first. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    value.forEach(deepFreeze);
    return Object.freeze(value);
  }
  if (Object.getPrototypeOf(value) !== null) Object.setPrototypeOf(value, null);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return Object.freeze(value);
}

function buildVendors(origin: string): VendorRecord {
  const vendors = new Map<string, CatalogueVendor>();
  const add = (vassalage: string, displayName: string, gameType: string) => {
    const v = vendors.get(vassalage);
    if (!v) vendors.set(vassalage, { vassalage, displayName, mobileSmallIcon: vendorIcon(origin, vassalage), gameTypes: [gameType] });
    else if (!v.gameTypes.includes(gameType)) v.gameTypes.push(gameType);
  };
  for (const v of VENDORS) add(v.vassalage, v.displayName, v.gameType);
  for (const l of LOTTERY_GAMES) add(l.vendor, l.displayName, l.type);
  return frozenRecord([...vendors]);
}

const seeded = new Map<string, { catalogue: CatalogueRecord; vendors: VendorRecord }>();

/**
 * The seeded catalogue and vendors of one pages origin: built once, frozen, shared by every world
 * (a world replaces them when QA changes them; nothing changes them in place).
 */
export function seededCatalogue(origin: string): { catalogue: CatalogueRecord; vendors: VendorRecord } {
  let c = seeded.get(origin);
  if (!c) {
    c = { catalogue: frozenRecord(buildCatalogue(origin).map((g) => [g.nodeId, g])), vendors: buildVendors(origin) };
    seeded.set(origin, c);
  }
  return c;
}

/** G-045: vendors of each game type (vassalage, displayName, mobileSmallIcon), in vendor order. */
export function vendorMappingOf(vendors: VendorRecord): Record<string, VendorInfo[]> {
  const mapping: Record<string, VendorInfo[]> = {};
  for (const v of Object.values(vendors)) {
    for (const type of v.gameTypes)
      (mapping[type] ??= []).push({ vassalage: v.vassalage, displayName: v.displayName, mobileSmallIcon: v.mobileSmallIcon });
  }
  return mapping;
}

/** Banner groups and how many banners each has (m_esports has one: no loop, G-011). */
const BANNER_GROUPS: ReadonlyArray<[string, number, string]> = [
  ['m_home', 3, '/m/rng'],
  ['m_inhouse', 2, '/m/inhouse'],
  ['m_rng', 2, '/m/rng'],
  ['m_fish', 1, '/m/fish'],
  ['m_live', 2, '/m/live'],
  ['m_pvp', 1, '/m/pvp'],
  ['m_sports', 2, '/m/sports'],
  ['m_esports', 1, '/m/esports'],
  ['m_cockfight', 1, '/m/cockfight'],
];
const BANNER_TITLES = ['Welcome bonus 100%', 'Daily cashback 10%', 'Weekend jackpot race', 'Refer a friend'];

export function seedBanners(origin: string): Banner[] {
  const out: Banner[] = [];
  let id = 1;
  for (const [group, count, link] of BANNER_GROUPS) {
    for (let i = 0; i < count; i++) {
      out.push({
        id,
        groupName: group,
        title: BANNER_TITLES[(id - 1) % BANNER_TITLES.length] ?? '',
        imageUrl: `${origin}/cdn/banners/${group}-${i + 1}.svg`,
        linkUrl: i === 0 ? link : group === 'm_home' && i === 1 ? '/m/inhouse' : '',
        sequence: i + 1,
      });
      id++;
    }
  }
  return out;
}

/**
 * Per-world games state: the sorting list (PATCH it to [] to hide the category tab bar, G-028),
 * the banners, each member's favourites and recent games as node ids (newest first), keyed
 * by username: `{ games: { favourites: { player01: ['N10001'] } } }`, and the catalogue:
 * games keyed by nodeId (`{ games: { catalogue: { N10001: { isTop: false } } } }`, `null` removes
 * one) and vendors keyed by vassalage. Cross-entry rules (a game's vendor exists and serves its
 * type, gameIds unique, keys match) and the counts are checked by catalogue-rules.ts.
 */
export const GamesState = Type.Object(
  {
    sorting: Type.Array(
      Type.Object(
        {
          gameCategory: Type.String(),
          vendorNames: Type.Array(
            Type.Object({ vassalage: Type.String(), accountTypeName: Type.String() }, { additionalProperties: false }),
          ),
        },
        { additionalProperties: false },
      ),
    ),
    banners: Type.Array(Banner),
    favourites: Type.Record(Type.String(), Type.Array(Type.String())),
    recent: Type.Record(Type.String(), Type.Array(Type.String())),
    /** Games keyed by nodeId, in list order. */
    catalogue: Type.Record(Type.String(), CatalogueGame),
    /** Vendors keyed by vassalage, in mapping order. */
    vendors: Type.Record(Type.String(), CatalogueVendor),
  },
  { additionalProperties: false },
);
export type GamesState = Static<typeof GamesState>;

/** player01 starts with two favourites and one recent game, so every tab has content. */
export const seedGamesState = (origin: string): GamesState => ({
  sorting: seedSorting(),
  banners: seedBanners(origin),
  favourites: { player01: ['N10001', 'N10061'] },
  recent: { player01: ['N10002'] },
  ...seededCatalogue(origin),
});

/** How many recent games a member keeps (a launch past it drops the oldest; docs/control-api.md "Limits"). */
export const RECENT_LIMIT = 50;
/** How many favourites a member may keep: add-favourite answers `{ success: false }` past it (the ids call pages 100 at a time). */
export const FAVOURITE_LIMIT = 200;
