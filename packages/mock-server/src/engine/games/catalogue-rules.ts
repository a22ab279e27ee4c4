import type { Game, VendorInfo } from '@m/contracts';
import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import {
  CATALOGUE_LIMITS,
  CatalogueGame,
  CatalogueVendor,
  deepFreeze,
  vendorMappingOf,
  type CatalogueRecord,
  type VendorRecord,
} from './game-catalogue';

/**
 * Rules and derived views of a world's game catalogue. The catalogue is hundreds of
 * games, so nothing here walks it more than once per version: a game or vendor object is checked
 * once (they are frozen once adopted, so a checked object stays valid), a catalogue record once
 * per vendor record, and the list, node index and vendor mapping are derived once per record.
 * A PATCH that touches the catalogue makes new records (deepMerge), so every view follows it.
 */

const compiled = new WeakMap<TSchema, TypeCheck<TSchema>>();
const checker = (schema: TSchema): TypeCheck<TSchema> => {
  let check = compiled.get(schema);
  if (!check) compiled.set(schema, (check = TypeCompiler.Compile(schema)));
  return check;
};

/** Game and vendor objects that passed their schema (immutable once adopted by a world). */
const validEntries = new WeakSet<object>();
/** Catalogue records that passed every rule, with the vendor record they were checked against. */
const validPairs = new WeakMap<object, object>();

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function entryProblem(schema: TSchema, value: unknown, at: string): string | null {
  if (isRecord(value) && validEntries.has(value)) return null;
  const check = checker(schema);
  if (!check.Check(value)) {
    const first = check.Errors(value).First();
    return `${at}${first?.path ?? ''} ${first?.message ?? 'is not valid'}`;
  }
  validEntries.add(value as object);
  return null;
}

/**
 * Why a world's catalogue is refused, as `games/<where> <why>` (the path names the field), or
 * null. Counts, each entry against its schema (the contract's Game with bounds; a vendor), keys
 * equal to nodeId / vassalage, every game's vendor present and serving the game's type, gameIds
 * unique. Not a record at all: left to the state schema.
 */
export function catalogueProblem(games: { catalogue?: unknown; vendors?: unknown }): string | null {
  const { catalogue, vendors } = games;
  if (!isRecord(catalogue) || !isRecord(vendors)) return null;
  if (validPairs.get(catalogue) === vendors) return null;
  const vendorKeys = Object.keys(vendors);
  if (vendorKeys.length > CATALOGUE_LIMITS.maxVendors)
    return `games/vendors holds ${vendorKeys.length} vendors, at most ${CATALOGUE_LIMITS.maxVendors}`;
  for (const key of vendorKeys) {
    const problem = entryProblem(CatalogueVendor, vendors[key], `games/vendors/${key}`);
    if (problem) return problem;
    const vassalage = (vendors[key] as { vassalage: string }).vassalage;
    if (vassalage !== key) return `games/vendors/${key}/vassalage must be the vendor's key '${key}' (found '${vassalage}')`;
  }
  const gameKeys = Object.keys(catalogue);
  if (gameKeys.length > CATALOGUE_LIMITS.maxGames)
    return `games/catalogue holds ${gameKeys.length} games, at most ${CATALOGUE_LIMITS.maxGames}`;
  const ids = new Map<number, string>();
  for (const key of gameKeys) {
    const at = `games/catalogue/${key}`;
    const problem = entryProblem(CatalogueGame, catalogue[key], at);
    if (problem) return problem;
    const game = catalogue[key] as Game;
    if (game.nodeId !== key) return `${at}/nodeId must be the game's key '${key}' (found '${game.nodeId}')`;
    const vendor = Object.hasOwn(vendors, game.vassalage) ? (vendors[game.vassalage] as { gameTypes: string[] }) : undefined;
    if (!vendor) return `${at}/vassalage names no vendor of games.vendors ('${game.vassalage}')`;
    if (!vendor.gameTypes.includes(game.gameType))
      return `${at}/gameType '${game.gameType}' is not a game type of vendor ${game.vassalage} (${vendor.gameTypes.join(', ')})`;
    const other = ids.get(game.gameId);
    if (other !== undefined) return `${at}/gameId ${game.gameId} is also the gameId of ${other}`;
    ids.set(game.gameId, key);
  }
  validPairs.set(catalogue, vendors);
  return null;
}

/** Freezes a world's catalogue and vendors once adopted (cheap when already frozen: the seeded ones). */
export function freezeCatalogue(games: { catalogue: CatalogueRecord; vendors: VendorRecord }): void {
  deepFreeze(games.catalogue);
  deepFreeze(games.vendors);
}

export interface CatalogueIndex {
  /** Every game, in catalogue (list) order. */
  games: readonly Game[];
  byNode: ReadonlyMap<string, Game>;
}

const indexes = new WeakMap<object, CatalogueIndex>();

/** The list and node index of one catalogue record, derived once per record. */
export function catalogueIndex(catalogue: CatalogueRecord): CatalogueIndex {
  let index = indexes.get(catalogue);
  if (!index) {
    const games = Object.values(catalogue);
    index = { games, byNode: new Map(games.map((g) => [g.nodeId, g])) };
    indexes.set(catalogue, index);
  }
  return index;
}

const mappings = new WeakMap<object, Record<string, VendorInfo[]>>();

/** G-045: the vendor mapping of one vendor record, derived once per record. */
export function vendorMapping(vendors: VendorRecord): Record<string, VendorInfo[]> {
  let mapping = mappings.get(vendors);
  if (!mapping) mappings.set(vendors, (mapping = vendorMappingOf(vendors)));
  return mapping;
}
