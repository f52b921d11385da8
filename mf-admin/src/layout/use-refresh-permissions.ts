import { useEffect } from 'react';
import { fetchCurrentAdmin } from 'shared-api';

/**
 * Spec §6: on entry the current admin is fetched (GET /api/user), which stores the fresh
 * permission list and name; the menu and guards follow the store. A failure keeps the stored
 * list (a 401/403/503 has already ended the session in shared-api).
 */
export function useRefreshPermissions() {
  useEffect(() => {
    fetchCurrentAdmin().catch(() => undefined);
  }, []);
}
