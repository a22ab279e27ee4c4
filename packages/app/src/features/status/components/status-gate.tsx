import { SYSTEM_STATUS } from '@m/contracts';
import { LoadError, Spinner } from '@m/ui';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadSettings, useSettingsStore } from '../../../shared/stores/settings-store';
import { decideStatus } from '../decide-status';
import { checkSystemStatus, useStatusStore } from '../status-store';
import './status.css';

// The maintenance and region pages show on a closed site only: their own chunk, out of the entry.
const pages = () => import('./status-pages');
const MaintenancePage = lazy(() => pages().then((m) => ({ default: m.MaintenancePage })));
const RegionRestrictedPage = lazy(() => pages().then((m) => ({ default: m.RegionRestrictedPage })));

/** Loads settings (cache first, A-009) and the system status together. */
export const bootstrapStatus = (): Promise<unknown> => Promise.all([loadSettings(), checkSystemStatus()]);

/**
 * Decides, on every load, between the site, the maintenance page and the region page
 * (A-152..A-155), and shows 'Loading failed, click to retry' when nothing could be loaded
 * with the network message when offline.
 */
export function StatusGate({
  children,
  pending,
}: {
  children: ReactNode;
  /** Drawn while the first answers load (the app passes its shell); a spinner by default. */ pending?: ReactNode;
}) {
  const { t } = useTranslation();
  // The settings arrive after the first paint (the store updates outside React, which React
  // renders at once, in one task): the site's whole tree mounts from this change. Deferred, it
  // mounts in a transition, rendered in slices that leave the main thread free between them,
  // while the pending shell stays on screen.
  const settings = useDeferredValue(useSettingsStore((s) => s.settings));
  const error = useSettingsStore((s) => s.error);
  const callStatus = useStatusStore((s) => s.status);

  useEffect(() => {
    void bootstrapStatus();
  }, []);
  const retry = useCallback(() => void bootstrapStatus(), []);

  const status = decideStatus(callStatus, settings);
  const closed =
    status === SYSTEM_STATUS.maintenance ? (
      <MaintenancePage settings={settings} />
    ) : status === SYSTEM_STATUS.regionRestricted ? (
      <RegionRestrictedPage settings={settings} />
    ) : null;
  if (closed) return <Suspense fallback={pending ?? null}>{closed}</Suspense>;
  if (settings) return <>{children}</>;
  if (error) {
    return (
      <main className="m-status-load" id="main-content">
        {error.code === 'network' && <p role="alert">{t('errors.network')}</p>}
        <LoadError text={t('load_failed')} onRetry={retry} />
      </main>
    );
  }
  if (pending) return <>{pending}</>;
  return (
    <main className="m-status-load" id="main-content">
      <Spinner label={t('loading')} size="lg" />
    </main>
  );
}
