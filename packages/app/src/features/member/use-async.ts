import { useCallback, useEffect, useRef, useState } from 'react';

export interface AsyncState<T> {
  data: T | null;
  loading: boolean;
  error: unknown;
  reload: () => void;
  setData: (d: T) => void;
}

/** Loads once per `key`; a late answer of an older key is dropped. Loading, error and retry for every page. */
export function useAsync<T>(load: () => Promise<T>, key: string): AsyncState<T> {
  const [state, setState] = useState<{ data: T | null; loading: boolean; error: unknown }>({ data: null, loading: true, error: null });
  const [n, setN] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    let live = true;
    setState((s) => ({ data: s.data, loading: true, error: null }));
    loadRef.current().then(
      (data) => live && setState({ data, loading: false, error: null }),
      (error: unknown) => live && setState({ data: null, loading: false, error }),
    );
    return () => {
      live = false;
    };
  }, [key, n]);
  const reload = useCallback(() => setN((x) => x + 1), []);
  const setData = useCallback((data: T) => setState({ data, loading: false, error: null }), []);
  return { ...state, reload, setData };
}
