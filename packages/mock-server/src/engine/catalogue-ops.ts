import type { Game } from '@m/contracts';
import type { WorldState } from './state';
import { WorldConfigError, type World } from './world';
import {
  slug,
  vendorIcon,
  type CatalogueRecord,
  type CatalogueVendor,
  type GameInput,
  type VendorInput,
  type VendorRecord,
} from './games/game-catalogue';

/**
 * One-call catalogue changes for QA (control routes `POST|DELETE /__sim/worlds/:id/games`
 * and `/vendors`, docs/control-api.md). Each builds the next catalogue and vendor records and has
 * the world adopt them (the same checks as a PATCH: games/catalogue-rules.ts), so a refused change leaves
 * the world as it was. Errors name the field as `game/<field>` or `vendor/<field>`. It works on a
 * whole World, so it lives beside world.ts rather than in games/, which never imports the world.
 */

/** Game types whose games offer free play by default (supportPlay 0), as the seeded catalogue does. */
const FREE_PLAY_TYPES = new Set(['RNG', 'FISH']);

const origin = (state: WorldState): string => state.settings.info.domainRoute[0] ?? '';

function record<T>(entries: Iterable<[string, T]>): Record<string, T> {
  const out = Object.create(null) as Record<string, T>;
  for (const [key, value] of entries) out[key] = value;
  return out;
}

/** Adopts the next games state; a refusal's `state/games/catalogue/<key>` becomes `game` (`vendor`). */
function adoptGames(
  world: World,
  games: Partial<Pick<WorldState['games'], 'catalogue' | 'vendors'>>,
  names: { game?: string; vendor?: string },
): void {
  const next = { ...world.state, games: { ...world.state.games, ...games } };
  try {
    world.adopt(next);
  } catch (err) {
    if (!(err instanceof WorldConfigError)) throw err;
    let message = err.message;
    if (names.game !== undefined) message = message.replace(`state/games/catalogue/${names.game}`, 'game');
    if (names.vendor !== undefined) message = message.replace(`state/games/vendors/${names.vendor}`, 'vendor');
    throw new WorldConfigError(message.replace(/^state\//, ''));
  }
}

/**
 * Adds a game (a nodeId not in the catalogue, or none: `N<next gameId>`) or changes one. A new game
 * needs `vassalage` (a vendor of the world) and `gameName`; the rest defaults as the seeded games do
 * (type: the vendor's first, codes from vendor, type and gameId, icons from the simulator's art,
 * names from gameName, displayName from the vendor). It goes first in the list (a lobby shows a new
 * game on top) unless `position: 'last'`; a changed game keeps its place, and a new gameName also
 * renames nodeName and remark unless they are given.
 */
export function setGame(world: World, input: GameInput): { game: Game; created: boolean } {
  const { position, ...fields } = input;
  const { catalogue, vendors } = world.state.games;
  const existing = fields.nodeId !== undefined && Object.hasOwn(catalogue, fields.nodeId) ? catalogue[fields.nodeId] : undefined;
  let game: Game;
  if (existing) {
    game = { ...existing, ...fields };
    if (fields.gameName !== undefined) {
      game.nodeName = fields.nodeName ?? fields.gameName;
      game.remark = fields.remark ?? fields.gameName;
    }
    if (fields.vassalage !== undefined && fields.vassalage !== existing.vassalage && Object.hasOwn(vendors, fields.vassalage)) {
      game.displayName = fields.displayName ?? vendors[fields.vassalage]!.displayName;
      game.vendorCode = fields.vendorCode ?? fields.vassalage;
    }
  } else {
    if (fields.vassalage === undefined) throw new WorldConfigError('game/vassalage: a new game needs its vendor (vassalage)');
    if (fields.gameName === undefined) throw new WorldConfigError('game/gameName: a new game needs a gameName');
    const vendor = Object.hasOwn(vendors, fields.vassalage) ? vendors[fields.vassalage]! : undefined;
    if (!vendor)
      throw new WorldConfigError(
        `game/vassalage: no vendor '${fields.vassalage}' in the world (add it first: POST /__sim/worlds/:id/vendors)`,
      );
    const gameType = fields.gameType ?? vendor.gameTypes[0]!;
    const gameId = fields.gameId ?? Object.values(catalogue).reduce((max, g) => Math.max(max, g.gameId), 0) + 1;
    const code = `${vendor.vassalage}_${gameType}_${gameId}`;
    const icon = `${origin(world.state)}/cdn/games/${vendor.vassalage.toLowerCase()}/${slug(fields.gameName) || 'game'}.svg`;
    game = {
      gameId,
      code,
      remark: fields.gameName,
      drawDayOfWeek: '',
      vassalage: vendor.vassalage,
      gameClassify: '',
      gameType,
      vendorCode: vendor.vassalage,
      roomId: gameType === 'LIVE' ? `R${gameId}` : '',
      nodeId: `N${gameId}`,
      gameCode: code,
      gameGroupId: 0,
      lottoMode: '',
      gameName: fields.gameName,
      nodeName: fields.gameName,
      displayName: vendor.displayName,
      showIcon: true,
      iconUrl: icon,
      mobileLargeIcon: icon,
      mobileSmallIcon: icon,
      isTop: false,
      isNew: false,
      isGameH5: true,
      supportPlay: FREE_PLAY_TYPES.has(gameType) ? 0 : 1,
      gameClassifyNew: fields.gameClassify ?? '',
      minBet: 1,
      minLine: 0,
      ...fields,
    };
  }
  const key = game.nodeId;
  const twin = Object.values(catalogue).find((g) => g.gameId === game.gameId && g.nodeId !== key);
  if (twin) throw new WorldConfigError(`game/gameId: ${game.gameId} is already the gameId of ${twin.nodeId}`);
  if (!existing && Object.hasOwn(catalogue, key)) {
    throw new WorldConfigError(
      `game/nodeId: '${key}' is already a game of the catalogue (give its nodeId to change it, or another gameId)`,
    );
  }
  const others = Object.entries(catalogue).filter(([k]) => k !== key && k !== fields.nodeId);
  const next: CatalogueRecord = existing
    ? record(Object.entries(catalogue).map(([k, g]) => (k === key ? [k, game] : [k, g])))
    : position === 'last'
      ? record([...others, [key, game]])
      : record([[key, game], ...others]);
  adoptGames(world, { catalogue: next }, { game: key });
  return { game: world.state.games.catalogue[key]!, created: !existing };
}

/** Removes a game; favourites and recent lists no longer show it (they keep only catalogue games). */
export function deleteGame(world: World, nodeId: string): boolean {
  const { catalogue } = world.state.games;
  if (!Object.hasOwn(catalogue, nodeId)) return false;
  adoptGames(world, { catalogue: record(Object.entries(catalogue).filter(([k]) => k !== nodeId)) }, { game: nodeId });
  return true;
}

/**
 * Adds a vendor (at the end of the vendor mapping) or changes one. A new vendor needs `gameTypes`;
 * displayName defaults to the code, the icon to the simulator's vendor art. A new displayName is
 * also given to the vendor's games that showed the old one.
 */
export function setVendor(world: World, input: VendorInput): { vendor: CatalogueVendor; created: boolean } {
  const { catalogue, vendors } = world.state.games;
  const key = input.vassalage;
  const existing = Object.hasOwn(vendors, key) ? vendors[key] : undefined;
  if (!existing && input.gameTypes === undefined)
    throw new WorldConfigError('vendor/gameTypes: a new vendor needs its game types (gameTypes)');
  const vendor: CatalogueVendor = {
    vassalage: key,
    displayName: input.displayName ?? existing?.displayName ?? key,
    mobileSmallIcon: input.mobileSmallIcon ?? existing?.mobileSmallIcon ?? vendorIcon(origin(world.state), key),
    gameTypes: input.gameTypes ?? existing!.gameTypes,
  };
  const nextVendors: VendorRecord = existing
    ? record(Object.entries(vendors).map(([k, v]) => (k === key ? [k, vendor] : [k, v])))
    : record([...Object.entries(vendors), [key, vendor]]);
  const renamed = existing && vendor.displayName !== existing.displayName;
  const nextCatalogue = renamed
    ? record(
        Object.entries(catalogue).map(([k, g]) => [
          k,
          g.vassalage === key && g.displayName === existing.displayName ? { ...g, displayName: vendor.displayName } : g,
        ]),
      )
    : catalogue;
  adoptGames(world, { vendors: nextVendors, catalogue: nextCatalogue }, { vendor: key });
  return { vendor: world.state.games.vendors[key]!, created: !existing };
}

/** Removes a vendor and its games (one call); answers how many games went with it. */
export function deleteVendor(world: World, vassalage: string): { deleted: boolean; games: number } {
  const { catalogue, vendors } = world.state.games;
  if (!Object.hasOwn(vendors, vassalage)) return { deleted: false, games: 0 };
  const kept = Object.entries(catalogue).filter(([, g]) => g.vassalage !== vassalage);
  adoptGames(
    world,
    { vendors: record(Object.entries(vendors).filter(([k]) => k !== vassalage)), catalogue: record(kept) },
    { vendor: vassalage },
  );
  return { deleted: true, games: Object.keys(catalogue).length - kept.length };
}
