import { useCallback, useEffect, useRef, useState } from 'react';

export interface Fetched<T> {
  /** The last good answer (kept on screen while reloading). */
  data: T | null;
  error: unknown;
  loading: boolean;
  reload: () => Promise<void>;
  /** Replaces the data after a change the screen made itself (no round trip needed). */
  setData: (data: T) => void;
}

/**
 * Loads `fetcher()` on mount and on `reload()`. Only the latest call may set the state, so a slow
 * earlier answer never overwrites a newer one. `fetcher` must be stable (a module function).
 */
export function useFetch<T>(fetcher: () => Promise<T>): Fetched<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);

  /** Runs call number `call`; only the latest call may set the state. */
  const run = useCallback(
    (call: number) =>
      fetcher().then(
        (answer) => {
          if (call !== latest.current) return;
          setData(answer);
          setLoading(false);
        },
        (failure: unknown) => {
          if (call !== latest.current) return;
          setError(failure);
          setLoading(false);
        },
      ),
    [fetcher],
  );

  const reload = useCallback(async () => {
    const call = ++latest.current;
    setLoading(true);
    setError(null);
    await run(call);
  }, [run]);

  useEffect(() => {
    const counter = latest;
    void run(++counter.current);
    // Unmounted: answers still in flight are ignored.
    return () => {
      counter.current++;
    };
  }, [run]);

  return { data, error, loading, reload, setData };
}
