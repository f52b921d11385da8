import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  permissionListSchema,
  rolePageSchema,
  roleSchema,
  type ListQuery,
  type RoleInput,
} from '../contract';
import { apiClient } from '../http/api-client';
import { invalidating } from '../query/invalidating';

/** GET /api/admin/roles (view-roles): one page of roles with their permissions and user count. */
export async function listRoles(query: Partial<ListQuery>) {
  const { data } = await apiClient.get<unknown>('/api/admin/roles', { params: query });
  return rolePageSchema.parse(data);
}

/** GET /api/admin/roles/{id} (view-roles); 404 NOT_FOUND for an unknown id. */
export async function getRole(id: number) {
  const { data } = await apiClient.get<unknown>(`/api/admin/roles/${id}`);
  return roleSchema.parse(data);
}

/** POST /api/admin/roles (create-roles): the new role; 409 ALREADY_EXISTS `{ name: 'taken' }`. */
export async function createRole(body: RoleInput) {
  const { data } = await apiClient.post<unknown>('/api/admin/roles', body);
  return roleSchema.parse(data);
}

/** PUT /api/admin/roles/{id} (update-roles); holders see the change on their next request. */
export async function updateRole(id: number, body: RoleInput) {
  const { data } = await apiClient.put<unknown>(`/api/admin/roles/${id}`, body);
  return roleSchema.parse(data);
}

/** DELETE /api/admin/roles/{id} (delete-roles); 409 LAST_FULL_ADMIN if it would strip the last one. */
export async function deleteRole(id: number): Promise<void> {
  await apiClient.delete<unknown>(`/api/admin/roles/${id}`);
}

/** GET /api/admin/permissions (view-permissions): every permission with the roles holding it. */
export async function listPermissions() {
  const { data } = await apiClient.get<unknown>('/api/admin/permissions');
  return permissionListSchema.parse(data).items;
}

// --- Queries and mutations (TanStack Query) ---------------------------------------------------

export const rolesKey = ['roles'] as const;

export const rolesQueryOptions = (query: Partial<ListQuery>) =>
  queryOptions({ queryKey: [...rolesKey, 'list', query], queryFn: () => listRoles(query) });

export const roleQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...rolesKey, id], queryFn: () => getRole(id) });

export const permissionsQueryOptions = () =>
  queryOptions({ queryKey: [...rolesKey, 'permissions'], queryFn: listPermissions });

/** Roles appear in the user forms' options and in the users list. */
const afterChange = invalidating(rolesKey, ['admin-users']);

export const saveRoleMutationOptions = () =>
  mutationOptions({
    mutationFn: (v: { id: number | null; body: RoleInput }) =>
      v.id === null ? createRole(v.body) : updateRole(v.id, v.body),
    onSuccess: afterChange,
  });

export const deleteRoleMutationOptions = () =>
  mutationOptions({ mutationFn: deleteRole, onSuccess: afterChange });
