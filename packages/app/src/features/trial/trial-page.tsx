import { Button, Spinner } from '@m/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { endSession } from '../../shared/session/end-session';
import { startSession } from '../../shared/session/start-session';
import { useSessionStore } from '../../shared/stores/session-store';
import { trialStartOf } from './trial-start';
import { trialLogin } from './trial-login';

/**
 * /m/trail: 'Please wait...', the trial login, then /m/home once the trial session
 * is stored. Back goes to /m/home (the paths table's back rule). A logged-in member sees a
 * confirmation instead (trialStartOf).
 */
export default function TrialPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSessionStore((s) => s.session);
  const [failed, setFailed] = useState(false);
  // Decided once, for the session found on arrival: the trial session this page starts must not change it.
  const [start] = useState(() => trialStartOf(session));
  const [confirmed, setConfirmed] = useState(false);
  const started = useRef(false);

  const run = useCallback(async () => {
    setFailed(false);
    try {
      const value = await trialLogin();
      await startSession(value, { trial: true });
      void navigate(paths.home, { replace: true });
    } catch {
      setFailed(true);
    }
  }, [navigate]);

  useEffect(() => {
    // Once per visit, even under React's double effects in development.
    if (started.current) return;
    if (start === 'home') {
      started.current = true;
      void navigate(paths.home, { replace: true });
    } else if (start === 'start') {
      started.current = true;
      void run();
    }
  }, [run, start, navigate]);

  const logOutAndStart = async () => {
    setConfirmed(true);
    started.current = true;
    await endSession();
    await run();
  };

  const asking = start === 'confirm' && !confirmed;
  return (
    <section className="m-trial" aria-labelledby="m-trial-title">
      <h2 id="m-trial-title">{t('trial.title')}</h2>
      {asking ? (
        <>
          <p>{t('trial.signedIn', { name: session?.userName ?? '' })}</p>
          <Button onClick={() => void navigate(paths.home, { replace: true })}>{t('trial.keepAccount')}</Button>
          <Button variant="secondary" onClick={() => void logOutAndStart()}>
            {t('trial.logOutAndStart')}
          </Button>
        </>
      ) : failed ? (
        <>
          <p role="alert">{t('trial.failed')}</p>
          <Button onClick={() => void run()}>{t('trial.retry')}</Button>
        </>
      ) : (
        <>
          <Spinner label={t('in_please_wait')} size="lg" />
          <p aria-hidden="true">{t('in_please_wait')}</p>
        </>
      )}
    </section>
  );
}
