import { Button, Spinner } from '@m/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { startSession } from '../../shared/session/start-session';
import { trialLogin } from './trial-login';

/**
 * /m/trail: 'Please wait...', the trial login, then /m/home once the trial session
 * is stored. Back goes to /m/home (the paths table's back rule).
 */
export default function TrailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
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
    started.current = true;
    void run();
  }, [run]);

  return (
    <section className="m-trail" aria-labelledby="m-trail-title">
      <h2 id="m-trail-title">{t('trial.title')}</h2>
      {failed ? (
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
