import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { GameListView } from '../components/game-list-view';
import { TopBar } from '../components/top-bar';
import { bannerGroupOf, centerTypeOf, fixedVendorOf } from '../game-rules';
import { useVendors } from '../use-games';
import '../games.css';

/** /m/sports, /m/esports, /m/cockfight, /m/inhouse, /m/gameCenter (G-025, G-027): banners, vendors, games (50 a page). */
export default function GameCenterPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { gameType, inhouse } = centerTypeOf(pathname, search);
  const vendors = useVendors();
  const heading = useRef<HTMLHeadingElement>(null);
  const all = vendors?.mapping[gameType] ?? [];
  // G-027, G-039: on the slots page (type RNG here) the vendors are BGS only and the vendor is fixed to it.
  const fixedVendor = fixedVendorOf('center', gameType);
  return (
    <div className="gm-page">
      <TopBar group={bannerGroupOf(gameType, inhouse)} />
      <h2 ref={heading} tabIndex={-1} className="gm-section-title">
        {t(inhouse ? 'games.category.INHOUSE' : `games.category.${gameType}`)}
      </h2>
      <GameListView
        gameType={gameType}
        vendors={fixedVendor ? all.filter((v) => v.vassalage === fixedVendor) : all}
        pageSize={50}
        fixedVendor={fixedVendor}
        heading={heading}
      />
    </div>
  );
}
