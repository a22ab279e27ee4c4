import type { Game } from '@m/contracts';
import { LoadError, NoData, TileGridSkeleton } from '@m/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOT_SKELETON_TILES } from '../../../shared/constants';
import { useUiStore } from '../../../shared/stores/ui-store';
import { getHotGames } from '../api';
import { useFavouriteIds, useGameLaunch, useToggleFavourite } from '../use-games';
import { GameGrid } from './game-tile';

/** G-008, G-026: the hot games of every type (home and /m/hot). */
export function HotGames({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  const [games, setGames] = useState<Game[] | null>(null);
  /** The hot list failed: 'Loading failed, click to retry', never an empty section. */
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const favIds = useFavouriteIds();
  const toggle = useToggleFavourite();
  const launch = useGameLaunch();
  useEffect(() => {
    let live = true;
    setFailed(false);
    getHotGames('', language)
      .then((r) => live && setGames(r.list))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [language, round]);
  const H = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="gm-hot" aria-labelledby="gm-hot-title">
      <H id="gm-hot-title" className="gm-section-title">
        {t('games.hotGames')}
      </H>
      {failed ? <LoadError text={t('load_failed')} onRetry={() => setRound((r) => r + 1)} /> : null}
      {games === null && !failed ? <TileGridSkeleton count={HOT_SKELETON_TILES} label={t('in_please_wait')} /> : null}
      {games && !failed && games.length === 0 ? <NoData text={t('games.empty')} /> : null}
      {games && !failed && games.length > 0 ? (
        <GameGrid games={games} favouriteIds={favIds} onPlay={(g) => void launch(g)} onToggleFavourite={(g) => void toggle(g)} label={t('games.hotGames')} />
      ) : null}
    </section>
  );
}
