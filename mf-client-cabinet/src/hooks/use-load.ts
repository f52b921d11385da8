import { useCallback, useEffect, useState } from 'react';

interface Result<T> {
  key: string;
  data?: T;
  error?: unknown;
}

export interface Loaded<T> {
  /** The last answer (kept on screen while the next one loads). */
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads `load()` whenever `key` changes (or on `reload`). While the next answer is on its way
 * the previous data stays on screen; a stale answer never overwrites a newer request's.
 */
export function useLoad<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result<T> | null>(null);
  const current = `${key}#${attempt}`;

  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setResult({ key: current, data }),
      (error: unknown) => live && setResult({ key: current, error }),
    );
    return () => {
      live = false;
    };
    // `load` is a fresh closure each render; `current` captures everything it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const loading = result?.key !== current;
  return {
    data: result?.data,
    error: loading ? undefined : result?.error,
    loading,
    reload,
  };
}
