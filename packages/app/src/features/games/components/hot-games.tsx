import type { Game } from '@m/contracts';
import { NoData, TileGridSkeleton } from '@m/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadView } from '../../../shared/api/load-view';
import { useLoad } from '../../../shared/api/query-cache';
import { HOT_SKELETON_TILES } from '../../../shared/constants';
import { useUiStore } from '../../../shared/stores/ui-store';
import { getHotGames } from '../api';
import { useFocusAfterGone } from '../focus-after-gone';
import { useFavouriteIds, useGameLaunch, useToggleFavourite } from '../use-games';
import { GameGrid } from './game-tile';
import '../games.css';

/** G-008, G-026: the hot games of every type (home and /m/hot). */
export function HotGames({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  // A language switch keeps the list on screen until the new language's list arrives.
  const load = useLoad(['games.hot', language], async () => (await getHotGames('', language)).list, { hold: true });
  const games = load.data;
  const favIds = useFavouriteIds();
  // A game removed while the section showed it (game.not.found) leaves it, as it leaves a list;
  // focus moves to the tile that takes its place, or to the heading when none is left.
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusAfterGone = useFocusAfterGone(section, heading);
  const gone = (g: Game) => {
    if (!games) return;
    focusAfterGone(games.findIndex((x) => x.nodeId === g.nodeId));
    load.set(games.filter((x) => x.nodeId !== g.nodeId));
  };
  const toggle = useToggleFavourite(gone);
  const launch = useGameLaunch(gone);
  const H = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section ref={section} className="gm-hot" aria-labelledby="gm-hot-title">
      <H ref={heading} id="gm-hot-title" tabIndex={-1} className="gm-section-title">
        {t('games.hotGames')}
      </H>
      {/* A failed list says 'Loading failed, click to retry', never an empty section. */}
      <LoadView
        state={load}
        loading={<TileGridSkeleton count={HOT_SKELETON_TILES} label={t('in_please_wait')} />}
        empty={<NoData text={t('games.empty')} />}
      >
        {(list) => (
          <GameGrid
            games={list}
            favouriteIds={favIds}
            onPlay={(g) => void launch(g)}
            onToggleFavourite={(g) => void toggle(g)}
            label={t('games.hotGames')}
          />
        )}
      </LoadView>
    </section>
  );
}
