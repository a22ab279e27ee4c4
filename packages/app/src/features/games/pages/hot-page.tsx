import { HotGames } from '../components/hot-games';
import { TopBar } from '../components/top-bar';
import '../games.css';

/** /m/hot (G-026): the hot games of every type under the top banner and the category tabs. */
export default function HotPage() {
  return (
    <div className="gm-page">
      <TopBar group="m_home" />
      <HotGames />
    </div>
  );
}
