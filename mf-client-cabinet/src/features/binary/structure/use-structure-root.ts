import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The node the structure is zoomed into, as `?root=<id>` (none = the partner themselves), so
 * back returns to the previous zoom and a link opens the same subtree.
 */
export function useStructureRoot(): [number | undefined, (root: number | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const text = params.get('root');
  const root = text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined;
  const setRoot = useCallback(
    (next: number | undefined) => setParams(next ? { root: String(next) } : {}),
    [setParams],
  );
  return [root, setRoot];
}
