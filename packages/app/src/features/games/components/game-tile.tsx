import type { Game } from '@m/contracts';
import { Icon, LazyImage } from '@m/ui';
import { memo, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_IMAGE_CDN } from '../../../shared/constants';
import { useSiteImage } from '../../../shared/site-image';
import { canFavourite, tagOf } from '../game-rules';
import '../games.css';

/** Tiles per row of `.gm-grid` (games.css): the first row is above the fold wherever a grid starts. */
export const GRID_COLUMNS = 3;

export interface GameTileProps {
  game: Game;
  /** In the grid's first row: loaded at once (LazyImage `eager`); the rest wait until near the viewport. */
  eager?: boolean;
  favourite: boolean;
  onPlay: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
}

/** The CDN fallback of an icon: the same path on the built-in CDN (G-003, G§9). */
export function fallbackOf(url: string): string | undefined {
  try {
    const u = new URL(url);
    const i = u.pathname.indexOf('/cdn/');
    return i >= 0 ? `${FALLBACK_IMAGE_CDN}${u.pathname.slice(i + 4)}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A game item (G-033): image (the image-loader states and CDN fallback), a favourite star
 * except for lottery types, a Hot or New tag, the vendor's display name and the game name.
 */
export const GameTile = memo(function GameTile({ game, eager = false, favourite, onPlay, onToggleFavourite }: GameTileProps) {
  const { t } = useTranslation();
  const siteImage = useSiteImage();
  const tag = tagOf(game);
  return (
    <li className="gm-tile">
      <button type="button" className="gm-tile__play" onClick={() => onPlay(game)} aria-label={t('games.play', { name: game.gameName })}>
        <LazyImage
          src={siteImage(game.mobileLargeIcon || game.iconUrl)}
          fallbackSrc={fallbackOf(game.mobileLargeIcon || game.iconUrl)}
          alt=""
          className="gm-tile__img"
          eager={eager}
        />
        {tag ? <span className={`gm-tile__tag gm-tile__tag--${tag}`}>{t(`games.tag.${tag}`)}</span> : null}
        <span className="gm-tile__vendor">{game.displayName}</span>
        <span className="gm-tile__name">{game.gameName}</span>
      </button>
      {canFavourite(game) ? (
        <button
          type="button"
          className="gm-tile__fav"
          aria-pressed={favourite}
          aria-label={t(favourite ? 'games.unfavourite' : 'games.favourite', { name: game.gameName })}
          onClick={() => onToggleFavourite(game)}
        >
          <Icon name="star" size={18} />
        </button>
      ) : null}
    </li>
  );
});

export interface GameGridProps {
  games: Game[];
  favouriteIds: readonly string[];
  onPlay: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
  label: string;
}

/**
 * The tiles are memoised and get callbacks that never change (they call the parent's latest ones
 * through a ref): a page appended to a long list, or a star toggled, renders the tiles it changes,
 * not every tile above them.
 */
export function GameGrid({ games, favouriteIds, onPlay, onToggleFavourite, label }: GameGridProps) {
  const latest = useRef({ onPlay, onToggleFavourite });
  useEffect(() => {
    latest.current = { onPlay, onToggleFavourite };
  });
  const play = useCallback((g: Game) => latest.current.onPlay(g), []);
  const toggle = useCallback((g: Game) => latest.current.onToggleFavourite(g), []);
  return (
    <ul className="gm-grid" aria-label={label}>
      {games.map((g, i) => (
        <GameTile
          key={g.nodeId}
          game={g}
          eager={i < GRID_COLUMNS}
          favourite={favouriteIds.includes(g.nodeId)}
          onPlay={play}
          onToggleFavourite={toggle}
        />
      ))}
    </ul>
  );
}
