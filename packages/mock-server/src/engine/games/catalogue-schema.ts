import { Game } from '@m/contracts';
import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * Schemas of a world's game catalogue, schemas only (no faker), so the control
 * contract and the browser-safe control client can name them: a game is the contract's `Game`
 * with bounds, a vendor the contract's VendorInfo with its game types. The catalogue itself:
 * catalogue.ts; its rules and derived views: catalogue-rules.ts.
 */

/** Bounds of a world's catalogue: beyond them a PATCH or a control call is refused with 400 naming the field. */
export const CATALOGUE_LIMITS = Object.freeze({
  /** Games in one world (the seeded catalogue has 315). */
  maxGames: 2000,
  /** Vendors in one world (the seeded catalogue has 19). */
  maxVendors: 100,
  /** Game types of one vendor. */
  maxVendorTypes: 16,
  /** Names, display names, remarks, codes' free text. */
  maxText: 128,
  /** Icon URLs. */
  maxUrl: 2048,
  /** Smallest stake. */
  maxMinBet: 1_000_000,
  /** Paylines. */
  maxMinLine: 1024,
});

/** Vendor codes (vassalage) and game types: capitals, digits and `_`, as the backend's codes are. */
export const VENDOR_CODE_PATTERN = '^[A-Z0-9_]{1,32}$';
/** Node ids, game codes, room ids: the key characters of the world ids. */
export const NODE_ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$';

const text = { maxLength: CATALOGUE_LIMITS.maxText };
const url = { maxLength: CATALOGUE_LIMITS.maxUrl };
const code = { maxLength: 64 };
/** Per field of the contract's Game: the bound it gets in a world (strings without an entry: maxText). */
const GAME_BOUNDS: Record<string, object> = {
  gameId: { minimum: 1, maximum: 2_147_483_647 },
  code,
  vassalage: { pattern: VENDOR_CODE_PATTERN },
  vendorCode: { maxLength: 32 },
  gameType: { pattern: VENDOR_CODE_PATTERN },
  nodeId: { pattern: NODE_ID_PATTERN },
  gameCode: code,
  roomId: code,
  gameGroupId: { minimum: 0, maximum: 1_000_000 },
  drawDayOfWeek: { maxLength: 32 },
  gameClassify: { maxLength: 16 },
  gameClassifyNew: { maxLength: 16 },
  lottoMode: { maxLength: 32 },
  iconUrl: url,
  mobileLargeIcon: url,
  mobileSmallIcon: url,
  supportPlay: { minimum: 0, maximum: 1 },
  minBet: { minimum: 0, maximum: CATALOGUE_LIMITS.maxMinBet },
  minLine: { minimum: 0, maximum: CATALOGUE_LIMITS.maxMinLine },
};

/**
 * One game of a world's catalogue: the contract's `Game` (same fields, same types) with bounds
 * (GAME_BOUNDS), so a game QA adds is exactly what games.list serves.
 */
const gameProperties: Record<string, TSchema> = Object.fromEntries(
  Object.entries(Game.properties as Record<string, TSchema>).map(([key, schema]) => [
    key,
    { ...schema, ...(GAME_BOUNDS[key] ?? (schema.type === 'string' ? text : {})) } as TSchema,
  ]),
);
export const CatalogueGame = Type.Unsafe<Game>(Type.Object(gameProperties, { additionalProperties: false }));

/**
 * Body of `POST /__sim/worlds/:id/games` (control-api.md): any fields of a game (a new one needs
 * `vassalage` and `gameName`; the rest have defaults) and where a new game goes in the list.
 */
export const GameInput = Type.Unsafe<Partial<Game> & { position?: 'first' | 'last' }>(
  Type.Object(
    {
      ...Object.fromEntries(Object.entries(gameProperties).map(([key, schema]) => [key, Type.Optional(schema)])),
      position: Type.Optional(Type.Union([Type.Literal('first'), Type.Literal('last')])),
    },
    { additionalProperties: false },
  ),
);
export type GameInput = Static<typeof GameInput>;

/** One vendor: the contract's VendorInfo (G-045) and the game types it serves (its place in the mapping). */
export const CatalogueVendor = Type.Object(
  {
    vassalage: Type.String({ pattern: VENDOR_CODE_PATTERN }),
    displayName: Type.String({ minLength: 1, ...text }),
    mobileSmallIcon: Type.String(url),
    gameTypes: Type.Array(Type.String({ pattern: VENDOR_CODE_PATTERN }), {
      minItems: 1,
      maxItems: CATALOGUE_LIMITS.maxVendorTypes,
      uniqueItems: true,
    }),
  },
  { additionalProperties: false },
);
export type CatalogueVendor = Static<typeof CatalogueVendor>;

/** Body of `POST /__sim/worlds/:id/vendors`: a new vendor needs `gameTypes`; displayName defaults to the code, the icon to the simulator's art. */
export const VendorInput = Type.Object(
  {
    vassalage: CatalogueVendor.properties.vassalage,
    displayName: Type.Optional(CatalogueVendor.properties.displayName),
    mobileSmallIcon: Type.Optional(CatalogueVendor.properties.mobileSmallIcon),
    gameTypes: Type.Optional(CatalogueVendor.properties.gameTypes),
  },
  { additionalProperties: false },
);
export type VendorInput = Static<typeof VendorInput>;
