import { adminUserPageSchema, type ListQuery } from '../contract';
import { apiClient } from '../http/api-client';

export async function listAdminUsers(query: Partial<ListQuery>) {
  const { data } = await apiClient.get('/api/admin/users', { params: query });
  return adminUserPageSchema.parse(data);
}
