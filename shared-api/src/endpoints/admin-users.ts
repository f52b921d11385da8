import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  adminUserPageSchema,
  adminUserSchema,
  roleOptionsSchema,
  type AdminUserCreate,
  type AdminUserListQuery,
  type AdminUserUpdate,
} from '../contract';
import { apiClient } from '../http/api-client';
import { invalidating } from '../query/invalidating';

/** GET /api/admin/users (view-users): one page, sorted, searched and filtered by role. */
export async function listAdminUsers(query: Partial<AdminUserListQuery>) {
  const { data } = await apiClient.get<unknown>('/api/admin/users', { params: query });
  return adminUserPageSchema.parse(data);
}

/** GET /api/admin/users/{id} (view-users); 404 NOT_FOUND for an unknown id. */
export async function getAdminUser(id: number) {
  const { data } = await apiClient.get<unknown>(`/api/admin/users/${id}`);
  return adminUserSchema.parse(data);
}

/** POST /api/admin/users (create-users): the new user; 409 ALREADY_EXISTS names login or email. */
export async function createAdminUser(body: AdminUserCreate) {
  const { data } = await apiClient.post<unknown>('/api/admin/users', body);
  return adminUserSchema.parse(data);
}

/**
 * PUT /api/admin/users/{id} (update-users): the updated user. 409 LAST_FULL_ADMIN when the change
 * would leave no admin holding every permission.
 */
export async function updateAdminUser(id: number, body: AdminUserUpdate) {
  const { data } = await apiClient.put<unknown>(`/api/admin/users/${id}`, body);
  return adminUserSchema.parse(data);
}

/** DELETE /api/admin/users/{id} (delete-users); 409 LAST_FULL_ADMIN as for an update. */
export async function deleteAdminUser(id: number): Promise<void> {
  await apiClient.delete<unknown>(`/api/admin/users/${id}`);
}

/** GET /api/admin/users/role-options (view-users): the roles a user form can assign. */
export async function listRoleOptions() {
  const { data } = await apiClient.get<unknown>('/api/admin/users/role-options');
  return roleOptionsSchema.parse(data).items;
}

// --- Queries and mutations (TanStack Query) ---------------------------------------------------

export const adminUsersKey = ['admin-users'] as const;

export const adminUsersQueryOptions = (query: Partial<AdminUserListQuery>) =>
  queryOptions({
    queryKey: [...adminUsersKey, 'list', query],
    queryFn: () => listAdminUsers(query),
  });

export const adminUserQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...adminUsersKey, id], queryFn: () => getAdminUser(id) });

export const roleOptionsQueryOptions = () =>
  queryOptions({ queryKey: [...adminUsersKey, 'role-options'], queryFn: listRoleOptions });

/** A role's user count changes with its users. */
const afterChange = invalidating(adminUsersKey, ['roles']);

export const saveAdminUserMutationOptions = () =>
  mutationOptions({
    mutationFn: (v: { id: number; body: AdminUserUpdate } | { id: null; body: AdminUserCreate }) =>
      v.id === null ? createAdminUser(v.body) : updateAdminUser(v.id, v.body),
    onSuccess: afterChange,
  });

export const deleteAdminUserMutationOptions = () =>
  mutationOptions({ mutationFn: deleteAdminUser, onSuccess: afterChange });
