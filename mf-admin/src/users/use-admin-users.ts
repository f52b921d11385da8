import { useEffect, useState } from 'react';
import { listAdminUsers, type AdminUser, type Page } from 'shared-api';
import { toApiQuery, type UserListQuery } from './list-query';

interface Result {
  key: string;
  data?: Page<AdminUser>;
  error?: unknown;
}

/**
 * One page of admin users for the list state. While the next page loads the previous one stays
 * on screen; a stale answer never overwrites a newer request's.
 */
export function useAdminUsers(query: UserListQuery) {
  const { page, pageSize, sort, search } = toApiQuery(query);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result | null>(null);
  const key = JSON.stringify([page, pageSize, sort, search, attempt]);

  useEffect(() => {
    let live = true;
    listAdminUsers({ page, pageSize, sort, search }).then(
      (data) => live && setResult({ key, data }),
      (error: unknown) => live && setResult({ key, error }),
    );
    return () => {
      live = false;
    };
  }, [key, page, pageSize, sort, search]);

  const loading = result?.key !== key;
  return {
    data: result?.data,
    error: loading ? undefined : result?.error,
    loading,
    reload: () => setAttempt((n) => n + 1),
  };
}
