import { LoadError, Spinner } from '@m/ui';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadState } from '../use-load';

/**
 * The three states of a loaded page: spinner, 'Loading failed, click to retry' with the
 * slow/offline message when the network failed, or the content.
 */
export function LoadView<T>({ state, onRetry, children }: { state: LoadState<T>; onRetry: () => void; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (state.status === 'loading') return <Spinner label={t('support.loading')} />;
  if (state.status === 'error') {
    return (
      <div className="m-support-error">
        {state.error === 'network' ? <p role="alert">{t('support.network')}</p> : null}
        <LoadError text={t('support.load_failed')} onRetry={onRetry} />
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
