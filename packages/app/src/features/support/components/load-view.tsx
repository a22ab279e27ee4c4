import { LoadError, Spinner } from '@m/ui';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadResult } from '../../../shared/api/query-cache';

/**
 * The three states of a loaded page: spinner, 'Loading failed, click to retry' with the
 * slow/offline message when the network failed, or the content.
 */
export function LoadView<T>({ state, onRetry, children }: { state: LoadResult<T>; onRetry: () => void; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (state.status !== 'ok' && state.status !== 'error') return <Spinner label={t('loading')} />;
  if (state.status === 'error') {
    return (
      <div className="m-support-error">
        {state.failure === 'network' ? <p role="alert">{t('errors.network')}</p> : null}
        <LoadError text={t('load_failed')} onRetry={onRetry} />
      </div>
    );
  }
  return <>{children(state.data as T)}</>;
}
