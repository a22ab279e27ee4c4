import { HotGames } from './components/hot-games';
import { JackpotCounter } from './components/jackpot-counter';
import { TopBar } from './components/top-bar';
import './games.css';

/** Home's games sections (G-008, G-011, G-028), lazy-loaded by the app's home page. */
export function HomeBannerSection() {
  return <TopBar group="m_home" />;
}

export function HomeGamesSection() {
  return (
    <>
      <JackpotCounter />
      <HotGames />
    </>
  );
}
