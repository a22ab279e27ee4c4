import { HotGames } from '../components/hot-games';
import { HOME_BANNER_GROUP } from '../banners';
import { TopBar } from '../components/top-bar';
import '../games.css';

/** /m/hot (G-026): the hot games of every type under the top banner and the category tabs. */
export default function HotPage() {
  return (
    <div className="gm-page">
      <TopBar group={HOME_BANNER_GROUP} />
      <HotGames />
    </div>
  );
}
