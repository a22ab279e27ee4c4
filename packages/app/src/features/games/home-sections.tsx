import { HotGames } from './components/hot-games';
import { JackpotCounter } from './components/jackpot-counter';
import { HOME_BANNER_GROUP } from './banners';
import { TopBar } from './components/top-bar';
import './games.css';

/** Home's games sections (G-008, G-011, G-028), lazy-loaded by the app's home page. */
export function HomeBannerSection() {
  return <TopBar group={HOME_BANNER_GROUP} />;
}

export function HomeGamesSection() {
  return (
    <>
      <JackpotCounter />
      <HotGames />
    </>
  );
}
