import { LoadError, Spinner, type SpinnerSize } from '@m/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadResult } from './query-cache';
import './load-view.css';

export interface LoadViewProps<T> {
  /** What `useLoad` returned for the page's data. */
  state: LoadResult<T>;
  /** The content, drawn from the answer once it is on screen. */
  children: (data: T) => ReactNode;
  /** The spinner's size while nothing is on screen yet (member pages fill the page with a large one). */
  spinnerSize?: SpinnerSize;
}

/**
 * The app's one view of a load's states (pair of `useLoad`): a spinner while the first answer loads;
 * after a failure 'Loading failed, click to retry', which loads again, with the slow or
 * offline message above it when the network failed; else the content.
 */
export function LoadView<T>({ state, children, spinnerSize }: LoadViewProps<T>) {
  const { t } = useTranslation();
  if (state.status === 'error') {
    return (
      <div className="m-load-failed">
        {state.failure === 'network' ? <p role="alert">{t('errors.network')}</p> : null}
        <LoadError text={t('load_failed')} onRetry={state.reload} />
      </div>
    );
  }
  if (state.status !== 'ok') return <Spinner label={t('in_please_wait')} size={spinnerSize} />;
  return <>{children(state.data as T)}</>;
}
