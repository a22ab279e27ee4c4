import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../shared/api/api-error';

export type LoadState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'ok'; data: T; error: null }
  | { status: 'error'; data: null; error: 'network' | 'failed' };

/**
 * Loads once on mount (and when `deps` change); `reload` runs it again (A-157 retry). A network
 * failure is told apart so the page can show the slow/offline message.
 */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[] = []): LoadState<T> & { reload: () => void; set: (data: T) => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading', data: null, error: null });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    let live = true;
    setState((s) => (s.status === 'ok' ? s : { status: 'loading', data: null, error: null }));
    loadRef.current().then(
      (data) => live && setState({ status: 'ok', data, error: null }),
      (e: unknown) => live && setState({ status: 'error', data: null, error: isApiError(e) && e.code === 'network' ? 'network' : 'failed' }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deps are the caller's
  }, [round, ...deps]);
  const reload = useCallback(() => {
    setState({ status: 'loading', data: null, error: null });
    setRound((r) => r + 1);
  }, []);
  const set = useCallback((data: T) => setState({ status: 'ok', data, error: null }), []);
  return { ...state, reload, set };
}
