import { Button, LoadError, Spinner } from '@m/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { safeUrl } from '../../../shared/safe-url';
import { useSessionStore } from '../../../shared/stores/session-store';
import { launchLotteryGame } from '../api';
import '../games.css';

/** G-076 query of /m/launchGame. */
export function parseLaunchQuery(search: string) {
  const q = new URLSearchParams(search);
  const playType = q.get('playType') === 'ent' ? 'ent' : 'trad';
  const prize = q.get('prize_mode');
  const prizeMode = prize === 'Elott' || prize === 'ZY' ? prize : 'Lott';
  return {
    playType,
    gameId: q.get('gameId') ?? '',
    gameGroupId: q.get('gameGroupId') ?? '',
    prizeMode,
    code: (q.get('code') ?? '').slice(0, 64),
    pageBack: q.get('pageBack') === 'home' ? 'home' : 'history',
  } as const;
}

/**
 * /m/launchGame (G-076, G-079): launches the LOTT / ELOTT game named by the query through the
 * lottery launch call and shows the game page in a frame, with a way back (pageBack=home).
 */
export default function LaunchGamePage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const loggedIn = useSessionStore((s) => s.session !== null);
  const q = parseLaunchQuery(search);
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!loggedIn) {
      void navigate(paths.login, { replace: true });
      return;
    }
    if (!q.code) {
      setFailed(true);
      return;
    }
    let live = true;
    setFailed(false);
    launchLotteryGame(q.prizeMode === 'Elott' ? 'ELOTT' : 'LOTT', q.code, q.prizeMode)
      .then((r) => live && (safeUrl(r.url) ? setUrl(safeUrl(r.url)) : setFailed(true)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [loggedIn, q.code, q.prizeMode, navigate, attempt]);
  const back = () => (q.pageBack === 'home' ? void navigate(paths.home) : void navigate(-1));
  return (
    <div className="gm-page gm-launch">
      <h2 className="gm-section-title">{t('games.launchTitle', { code: q.code })}</h2>
      <p>{t(q.playType === 'ent' ? 'games.playType.ent' : 'games.playType.trad')}</p>
      {url ? <iframe className="gm-launch__frame" src={url} title={t('games.launchTitle', { code: q.code })} /> : null}
      {!url && !failed ? <Spinner label={t('in_please_wait')} /> : null}
      {failed ? <LoadError text={t('games.loadFailed')} onRetry={() => setAttempt((a) => a + 1)} /> : null}
      <Button variant="secondary" onClick={back}>
        {t('games.backHome')}
      </Button>
    </div>
  );
}
