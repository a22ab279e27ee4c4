import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';

/**
 * Games area (G-008..G-055, G-074..G-079): the vendor catalogue and sorting list, the game list
 * with every filter of its payload, hot games, favourites by node id, recent games and the
 * generic launcher; banners per group. Page numbers and sizes are bounded integers; strings
 * carry a maxLength (the hostile-tester rules).
 */

const Str = (maxLength: number, extra: Record<string, unknown> = {}) => Type.String({ maxLength, ...extra });

/** Game types the catalogue serves (G-046), plus the two lottery categories of the sorting list. */
export const CATALOGUE_GAME_TYPES = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'] as const;
/** G-036: the classify filter codes (accumulative prize, scratch, video poker, PVP, arcade). */
export const GAME_CLASSIFIES = ['JP', 'SC', 'VP', 'TG', 'AC'] as const;
export type GameClassify = (typeof GAME_CLASSIFIES)[number];
/** G-036: the minimum-bet filter options besides 'all'. */
export const MIN_BET_OPTIONS = [0.01, 0.05, 0.1, 0.5, 0.75] as const;
/** G§9 page sizes. */
export const GAME_PAGE_SIZE = { search: 25, center: 50, recent: 25, favourites: 25, favouriteIds: 100 } as const;

export const Game = Type.Object(
  {
    gameId: Type.Integer(),
    code: Type.String(),
    /** Display name. */
    remark: Type.String(),
    drawDayOfWeek: Type.String(),
    /** The vendor. */
    vassalage: Type.String(),
    /** JP, SC, VP, TG or AC ('' when none). */
    gameClassify: Type.String(),
    gameType: Type.String(),
    vendorCode: Type.String(),
    roomId: Type.String(),
    /** The favourite key (G-049). */
    nodeId: Type.String(),
    gameCode: Type.String(),
    gameGroupId: Type.Integer(),
    /** Contains 'Entertainment' for entertainment play (G-079). */
    lottoMode: Type.String(),
    gameName: Type.String(),
    nodeName: Type.String(),
    /** The vendor's display name. */
    displayName: Type.String(),
    showIcon: Type.Boolean(),
    iconUrl: Type.String(),
    mobileLargeIcon: Type.String(),
    mobileSmallIcon: Type.String(),
    /** Hot tag. */
    isTop: Type.Boolean(),
    /** New tag. */
    isNew: Type.Boolean(),
    isGameH5: Type.Boolean(),
    /** 0 means free play is supported (G-078). */
    supportPlay: Type.Integer(),
    gameClassifyNew: Type.String(),
    /** Smallest stake, for the minimum-bet filter (G-036). */
    minBet: Type.Number(),
    /** Paylines, for the minLine filter (0 = not a line game). */
    minLine: Type.Integer(),
  },
  { $id: 'Game', additionalProperties: false },
);
export type Game = Static<typeof Game>;

export const VendorName = Type.Object(
  { vassalage: Type.String(), accountTypeName: Type.String() },
  { $id: 'VendorName', additionalProperties: false },
);
export const SortingEntry = Type.Object(
  { gameCategory: Type.String(), vendorNames: Type.Array(VendorName) },
  { $id: 'SortingEntry', additionalProperties: false },
);
export type SortingEntry = Static<typeof SortingEntry>;
export const VendorInfo = Type.Object(
  { vassalage: Type.String(), displayName: Type.String(), mobileSmallIcon: Type.String() },
  { $id: 'VendorInfo', additionalProperties: false },
);
export type VendorInfo = Static<typeof VendorInfo>;

export const GameVendorsQuery = Type.Object(
  { typeId: Type.Integer({ minimum: 1, maximum: 1, default: 1 }), merchantCode: Str(32, { default: '' }) },
  { additionalProperties: false },
);
export type GameVendorsQuery = Static<typeof GameVendorsQuery>;
/** G-045: the sorting list and the vendors by game type. */
export const GameVendorsValue = Type.Object(
  {
    sorting: Type.Array(SortingEntry),
    mapping: Type.Record(Type.String(), Type.Array(VendorInfo)),
  },
  { additionalProperties: false },
);
export type GameVendorsValue = Static<typeof GameVendorsValue>;

const Language = Str(8, { default: 'en' });
const GameTypeParam = Str(16, { default: '' });

export const GameListQuery = Type.Object(
  {
    merchant: Str(32, { default: '' }),
    platform: Type.Literal('html5', { default: 'html5' }),
    gameName: Str(64, { default: '' }),
    gameType: GameTypeParam,
    pageNo: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 25 }),
    vassalage: Str(32, { default: '' }),
    gameClassify: Type.Union([Type.Literal(''), ...GAME_CLASSIFIES.map((c) => Type.Literal(c))], { default: '' }),
    /** '' for all, else one of MIN_BET_OPTIONS: games whose smallest stake is at most this. */
    minBet: Type.Union([Type.Literal(''), ...MIN_BET_OPTIONS.map((v) => Type.Literal(String(v)))], { default: '' }),
    isNew: Type.Boolean({ default: false }),
    minLine: Type.Integer({ minimum: 0, maximum: 1000, default: 0 }),
    language: Language,
  },
  { additionalProperties: false },
);
export type GameListQuery = Static<typeof GameListQuery>;
export const GameListValue = Type.Object(
  { games: Type.Array(Game), pageNum: Type.Integer(), totalPages: Type.Integer() },
  { additionalProperties: false },
);
export type GameListValue = Static<typeof GameListValue>;

export const HotGamesQuery = Type.Object(
  {
    isPlatform: Type.Integer({ minimum: 2, maximum: 2, default: 2 }),
    language: Language,
    platform: Type.Literal('html5', { default: 'html5' }),
    gameType: GameTypeParam,
    merchantCode: Str(32, { default: '' }),
    /** BGS on the slots page (G-044). */
    vassalage: Str(32, { default: '' }),
  },
  { additionalProperties: false },
);
export type HotGamesQuery = Static<typeof HotGamesQuery>;
export const HotGamesValue = Type.Object({ list: Type.Array(Game, { maxItems: 100 }) }, { additionalProperties: false });
export type HotGamesValue = Static<typeof HotGamesValue>;

export const FavouriteIdsQuery = Type.Object(
  {
    pageNo: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 100 }),
  },
  { additionalProperties: false },
);
export type FavouriteIdsQuery = Static<typeof FavouriteIdsQuery>;
/** Node ids, as text (G-049). */
export const FavouriteIdsValue = Type.Array(Type.String());
export type FavouriteIdsValue = Static<typeof FavouriteIdsValue>;

export const FavouriteGamesQuery = Type.Object(
  {
    pageNo: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 25 }),
    /** Spelled as the backend spells it (G-050). */
    gameTyp: GameTypeParam,
    language: Language,
    vendor: Str(32, { default: '' }),
  },
  { additionalProperties: false },
);
export type FavouriteGamesQuery = Static<typeof FavouriteGamesQuery>;
export const FavouriteGamesValue = Type.Object(
  { content: Type.Array(Game), pageNum: Type.Integer(), totalPages: Type.Integer() },
  { additionalProperties: false },
);
export type FavouriteGamesValue = Static<typeof FavouriteGamesValue>;

export const FavouriteBody = Type.Object(
  { nodeId: Str(32, { minLength: 1 }), vendor: Str(32, { minLength: 1 }) },
  { additionalProperties: false },
);
export type FavouriteBody = Static<typeof FavouriteBody>;
export const SuccessValue = Type.Object({ success: Type.Boolean() }, { additionalProperties: false });
export type SuccessValue = Static<typeof SuccessValue>;

export const RecentGamesQuery = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 25 }),
    gameType: GameTypeParam,
    language: Language,
    clientType: Type.Integer({ minimum: 2, maximum: 2, default: 2 }),
    vassalage: Str(32, { default: '' }),
  },
  { additionalProperties: false },
);
export type RecentGamesQuery = Static<typeof RecentGamesQuery>;
export const RecentGamesValue = Type.Object({ list: Type.Array(Game), totalPages: Type.Integer() }, { additionalProperties: false });
export type RecentGamesValue = Static<typeof RecentGamesValue>;

/** G-075, G-079: the generic launcher (every vendor but the lottery ones). */
export const GameLaunchBody = Type.Object(
  {
    gameType: Str(16, { minLength: 1 }),
    vendor: Str(32, { minLength: 1 }),
    /** The game's gameCode, or its roomId for room games. */
    gameId: Str(64, { minLength: 1 }),
    nodeId: Str(32, { minLength: 1 }),
    /** From supportPlay === 0 (G-078): open in free-play mode. */
    freePlay: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type GameLaunchBody = Static<typeof GameLaunchBody>;
export const GameLaunchValue = Type.Object({ url: Type.String() }, { additionalProperties: false });
export type GameLaunchValue = Static<typeof GameLaunchValue>;

export const Banner = Type.Object(
  {
    id: Type.Integer(),
    groupName: Type.String(),
    title: Type.String(),
    imageUrl: Type.String(),
    /** Where a tap goes ('' = nowhere); the site passes it through safeUrl. */
    linkUrl: Type.String(),
    sequence: Type.Integer(),
  },
  { $id: 'Banner', additionalProperties: false },
);
export type Banner = Static<typeof Banner>;
export const BannersQuery = Type.Object(
  { groupName: Str(32, { minLength: 1, default: 'm_home' }), language: Language },
  { additionalProperties: false },
);
export type BannersQuery = Static<typeof BannersQuery>;
export const BannersValue = Type.Array(Banner, { maxItems: 20 });
export type BannersValue = Static<typeof BannersValue>;

export const gamesEndpoints = {
  vendors: defineEndpoint({
    id: 'games.vendors',
    method: 'GET',
    path: '/api/games/vendors',
    auth: false,
    quiet: true,
    encrypted: false,
    summary: 'Vendor game types and the vendor list (G-045): sorting list and vendors by game type.',
    query: GameVendorsQuery,
    response: GameVendorsValue,
  }),
  list: defineEndpoint({
    id: 'games.list',
    method: 'GET',
    path: '/api/games/list',
    auth: false,
    quiet: false,
    encrypted: false,
    summary: 'Game list (G-043): every filter of the payload; {games, pageNum, totalPages}.',
    query: GameListQuery,
    response: GameListValue,
  }),
  hot: defineEndpoint({
    id: 'games.hot',
    method: 'GET',
    path: '/api/games/hot',
    auth: false,
    quiet: false,
    encrypted: false,
    summary: 'Hot games (G-044): top games of a type (all types when gameType is empty); {list}.',
    query: HotGamesQuery,
    response: HotGamesValue,
  }),
  favouriteIds: defineEndpoint({
    id: 'games.favouriteIds',
    method: 'GET',
    path: '/api/games/favourites/ids',
    auth: true,
    quiet: true,
    encrypted: false,
    summary: "Favourite ids (G-050): the member's favourite node ids, as text.",
    query: FavouriteIdsQuery,
    response: FavouriteIdsValue,
  }),
  favourites: defineEndpoint({
    id: 'games.favourites',
    method: 'GET',
    path: '/api/games/favourites',
    auth: true,
    quiet: false,
    encrypted: false,
    summary: 'Favourite games (G-050): {content, pageNum, totalPages}, newest favourite first.',
    query: FavouriteGamesQuery,
    response: FavouriteGamesValue,
  }),
  addFavourite: defineEndpoint({
    id: 'games.addFavourite',
    method: 'POST',
    path: '/api/games/favourites',
    auth: true,
    quiet: false,
    encrypted: false,
    summary: 'Add a favourite (G-049): {nodeId, vendor}; data.success.',
    body: FavouriteBody,
    response: SuccessValue,
  }),
  removeFavourite: defineEndpoint({
    id: 'games.removeFavourite',
    method: 'DELETE',
    path: '/api/games/favourites',
    auth: true,
    quiet: false,
    encrypted: false,
    summary: 'Remove a favourite (G-049): {nodeId, vendor}; data.success.',
    body: FavouriteBody,
    response: SuccessValue,
  }),
  recent: defineEndpoint({
    id: 'games.recent',
    method: 'GET',
    path: '/api/games/recent',
    auth: true,
    quiet: false,
    encrypted: false,
    summary: 'Recent games (G-052): the games this member launched, latest first; {list, totalPages}.',
    query: RecentGamesQuery,
    response: RecentGamesValue,
  }),
  launch: defineEndpoint({
    id: 'games.launch',
    method: 'POST',
    path: '/api/games/launch',
    auth: true,
    quiet: false,
    encrypted: false,
    summary: "Generic launcher (G-075, G-079): records the game as recent and returns the simulator's game page URL.",
    body: GameLaunchBody,
    response: GameLaunchValue,
  }),
};

export const bannersEndpoints = {
  list: defineEndpoint({
    id: 'banners.list',
    method: 'GET',
    path: '/api/banners',
    auth: false,
    quiet: true,
    encrypted: false,
    summary: 'Banners of one group (G-011, G-027): m_home, m_inhouse, m_rng, m_sports, ... by sequence.',
    query: BannersQuery,
    response: BannersValue,
  }),
};
