import { LoadError, Spinner, type SpinnerSize } from '@m/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadFailure, LoadResult } from './query-cache';
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
  if (state.status === 'error') return <LoadFailed failure={state.failure} onRetry={state.reload} />;
  if (state.status !== 'ok') return <Spinner label={t('in_please_wait')} size={spinnerSize} />;
  return <>{children(state.data as T)}</>;
}

export interface LoadFailedProps {
  /** Why the load failed (`failureOf`): the network's failure adds the slow-or-offline message. */
  failure: LoadFailure | null;
  onRetry: () => void;
  /** The retry's text where a screen words it for what failed (the game list); default A-157's. */
  text?: string;
}

/**
 * A failed load where its content goes, for a screen whose content is more than one load (a
 * section of a page, a list that pages, a lobby that refreshes): the failure half of `LoadView`.
 */
export function LoadFailed({ failure, onRetry, text }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <div className="m-load-failed">
      {failure === 'network' ? <p role="alert">{t('errors.network')}</p> : null}
      <LoadError text={text ?? t('load_failed')} onRetry={onRetry} />
    </div>
  );
}
