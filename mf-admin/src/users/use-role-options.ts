import { listRoleOptions } from 'shared-api';
import { useLoad } from '../lists';

/** The roles a user can be given (GET /api/admin/users/role-options), for selects and filters. */
export function useRoleOptions() {
  const { data, loading } = useLoad('role-options', listRoleOptions);
  return {
    loading,
    options: (data ?? []).map((role) => ({ value: role.id, label: role.name })),
  };
}
