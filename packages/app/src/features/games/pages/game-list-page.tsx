import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { GameListView } from '../components/game-list-view';
import { JackpotCounter } from '../components/jackpot-counter';
import { TopBar } from '../components/top-bar';
import { bannerGroupOf, fixedVendorOf, listTypeOf } from '../game-rules';
import { useVendors } from '../use-games';
import '../games.css';

/** /m/rng, /m/fish, /m/pvp, /m/live, /m/gameList (G-024, G-026, G-032). */
export default function GameListPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const gameType = listTypeOf(pathname, search);
  const vendors = useVendors();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <div className="gm-page">
      <TopBar group={bannerGroupOf(gameType)} />
      <h2 ref={heading} tabIndex={-1} className="gm-section-title">
        {t(`games.category.${gameType}`)}
      </h2>
      <JackpotCounter />
      <GameListView
        gameType={gameType}
        vendors={vendors?.mapping[gameType] ?? []}
        pageSize={25}
        heading={heading}
        fixedVendor={fixedVendorOf('list', gameType)}
      />
    </div>
  );
}
