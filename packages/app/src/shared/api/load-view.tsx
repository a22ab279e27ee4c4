import { LoadError, Spinner, type SpinnerSize } from '@m/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadFailure, LoadResult } from './query-cache';
import './load-view.css';

/** What `LoadView` reads of a load: `useLoad`'s result, or `usePagedLoad`'s (its `data` the items). */
export type LoadState<T> = Pick<LoadResult<T>, 'status' | 'data' | 'failure' | 'reload'> & Partial<Pick<LoadResult<T>, 'loading'>>;

/**
 * What stands on screen while a load runs with an answer already there (a reload, a held key, a
 * next page): `keep` the content as it is; `blank` the content for the loading slot (a slider's
 * challenge, spent once shown); `below` the content with the loading slot under it, the failure
 * and the empty slot waiting for the load to end (a list loading its next page).
 */
export type Reloading = 'keep' | 'blank' | 'below';

export interface LoadViewProps<T> {
  /** What `useLoad` (or `usePagedLoad`) returned for the page's data. */
  state: LoadState<T>;
  /** The content slot, drawn from the answer once it is on screen. */
  children: (data: T) => ReactNode;
  /** The empty slot: what shows instead of the content when the answer holds nothing (`isEmpty`). */
  empty?: ReactNode;
  /** Whether the answer holds nothing; by default an empty array or an empty `list`. */
  isEmpty?: (data: T) => boolean;
  /** The loading slot, where a screen keeps its content's room (a skeleton); by default a spinner. */
  loading?: ReactNode;
  /** The spinner's size while nothing is on screen yet (member pages fill the page with a large one). */
  spinnerSize?: SpinnerSize;
  /**
   * The failed slot where a screen says more than the retry (a launch the server refused for
   * good), or shows no failure of its own (`toast: true`: the client's toast says it, the section
   * shows its empty line); by default `LoadFailed`.
   */
  failed?: ReactNode;
  /** The retry's text where the screen words it for what failed (the game list); default A-157's. */
  failedText?: string;
  /** While a load runs with an answer on screen (`Reloading`); default `keep`. */
  reloading?: Reloading;
}

const listOf = (data: unknown): unknown => (typeof data === 'object' && data !== null && 'list' in data ? data.list : data);
const noItems = (data: unknown): boolean => {
  const list = listOf(data);
  return Array.isArray(list) && list.length === 0;
};

/**
 * The app's one view of a load's states (pair of `useLoad`): the loading slot, a spinner, while
 * the first answer loads; the failed slot after a failure, 'Loading failed, click to retry'
 * which loads again, with the slow or offline message above it when the network failed
 * worded apart from the server's refusal; else the empty slot when the answer holds
 * nothing, or the content. A failure while an answer is on screen (a next page of a paged list)
 * shows under the content, which stays.
 */
export function LoadView<T>({
  state,
  children,
  empty,
  isEmpty = noItems,
  loading,
  spinnerSize,
  failed,
  failedText,
  reloading = 'keep',
}: LoadViewProps<T>) {
  const waiting = loading ?? <Waiting size={spinnerSize} />;
  const busy = state.loading === true && reloading !== 'keep';
  const failure =
    state.status === 'error' && !busy ? (failed ?? <LoadFailed failure={state.failure} text={failedText} onRetry={state.reload} />) : null;
  if ((state.status === 'error' ? state.data === null : state.status !== 'ok') || (busy && reloading === 'blank'))
    return failure ?? waiting;
  const data = state.data as T;
  const none = empty !== undefined && isEmpty(data);
  return (
    <>
      {none ? (busy ? null : empty) : children(data)}
      {busy ? waiting : failure}
    </>
  );
}

/** The loading slot's default: the spinner with 'Please wait...' (also where a closing view waits). */
export function Waiting({ size }: { size?: SpinnerSize }) {
  const { t } = useTranslation();
  return <Spinner label={t('in_please_wait')} size={size} />;
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
