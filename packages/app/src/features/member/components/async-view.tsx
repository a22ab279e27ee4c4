import { LoadError, Spinner } from '@m/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadResult } from '../../../shared/api/query-cache';

/** Loading spinner, error with retry, else the content (every member page). */
export function AsyncView<T>({ state, children }: { state: LoadResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (state.status === 'error') return <LoadError text={t('member.loadError')} onRetry={state.reload} />;
  if (state.status !== 'ok') return <Spinner label={t('in_please_wait')} size="lg" />;
  return <>{children(state.data as T)}</>;
}
