import type { Game } from '@m/contracts';
import { NoData, Spinner } from '@m/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../shared/stores/ui-store';
import { getHotGames } from '../api';
import { useFavouriteIds, useGameLaunch, useToggleFavourite } from '../use-games';
import { GameGrid } from './game-tile';

/** G-008, G-026: the hot games of every type (home and /m/hot). */
export function HotGames({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  const [games, setGames] = useState<Game[] | null>(null);
  const favIds = useFavouriteIds();
  const toggle = useToggleFavourite();
  const launch = useGameLaunch();
  useEffect(() => {
    let live = true;
    getHotGames('', language)
      .then((r) => live && setGames(r.list))
      .catch(() => live && setGames([]));
    return () => {
      live = false;
    };
  }, [language]);
  const H = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="gm-hot" aria-labelledby="gm-hot-title">
      <H id="gm-hot-title" className="gm-section-title">
        {t('games.hotGames')}
      </H>
      {games === null ? <Spinner label={t('in_please_wait')} /> : null}
      {games && games.length === 0 ? <NoData text={t('games.empty')} /> : null}
      {games && games.length > 0 ? (
        <GameGrid games={games} favouriteIds={favIds} onPlay={(g) => void launch(g)} onToggleFavourite={(g) => void toggle(g)} label={t('games.hotGames')} />
      ) : null}
    </section>
  );
}
