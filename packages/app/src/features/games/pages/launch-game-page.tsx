import { Button } from '@m/ui';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoadView, type LoadState } from '../../../shared/api/load-view';
import { useLoad } from '../../../shared/api/query-cache';
import { paths } from '../../../shared/paths';
import { safeUrl } from '../../../shared/safe-url';
import { useSessionStore } from '../../../shared/stores/session-store';
import { launchLottery } from '../../../shared/launch/use-launch';
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
    name: (q.get('name') ?? '').slice(0, 100),
    pageBack: q.get('pageBack') === 'home' ? 'home' : 'history',
  } as const;
}

/**
 * lottery.launch's refusals that no retry changes (docs/decisions/lottery.md): the draw closed
 * after the lobby showed it, or the lottery is gone. The page says it, once, where the game would
 * open, focused, and offers the lobby (a read: the client adds no toast).
 */
const REFUSED: Record<string, string> = {
  'lottery.closed': 'games.lotteryRefused.closed',
  'game.not.found': 'games.lotteryRefused.notFound',
};

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
  const vendor = q.prizeMode === 'Elott' ? 'ELOTT' : 'LOTT';
  const [refused, setRefused] = useState<string | null>(null);
  const load = useLoad(loggedIn && q.code ? ['games.launchLottery', vendor, q.code, q.prizeMode] : null, async () => {
    setRefused(null);
    const answer = await launchLottery(vendor, q.code, q.prizeMode).catch((e: unknown) => {
      if (isApiError(e) && REFUSED[e.code]) setRefused(REFUSED[e.code]!);
      throw e;
    });
    const url = safeUrl(answer.url);
    // A URL the frame must not open is a failed launch, offered again like any other.
    if (!url) throw new Error('unsafe launch url');
    return url;
  });
  // The lobby's Play button sits far down its page: the launch opens at the top, its title in view.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  useEffect(() => {
    if (!loggedIn) void navigate(paths.login, { replace: true });
  }, [loggedIn, navigate]);
  // No game code: nothing to launch, so the page fails at once.
  const state: LoadState<string> = loggedIn && !q.code ? { status: 'error', data: null, failure: 'failed', reload: load.reload } : load;
  const back = () => (q.pageBack === 'home' ? void navigate(paths.home) : void navigate(-1));
  // The refusal's text takes focus when it shows.
  const focus = useCallback((el: HTMLParagraphElement | null) => el?.focus(), []);
  // The name the list showed, else the code (a URL from elsewhere may carry no name).
  const title = q.name || t('games.launchTitle', { code: q.code });
  return (
    <div className="gm-page gm-launch">
      <h2 className="gm-section-title">{title}</h2>
      <p>{t(q.playType === 'ent' ? 'games.playType.ent' : 'games.playType.trad')}</p>
      <LoadView
        state={state}
        failedText={t('games.loadFailed')}
        failed={
          refused !== null && load.failure !== null ? (
            <div className="gm-launch__refused">
              <p ref={focus} tabIndex={-1}>
                {t(refused)}
              </p>
              <Button onClick={() => void navigate(paths.lott)}>{t('games.lotteryRefused.chooseAnother')}</Button>
            </div>
          ) : undefined
        }
      >
        {(url) => <iframe className="gm-launch__frame" src={url} title={title} />}
      </LoadView>
      <Button variant="secondary" onClick={back}>
        {t('games.backHome')}
      </Button>
    </div>
  );
}
