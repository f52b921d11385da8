import { statusSchema } from '../contract';
import { apiClient } from '../http/api-client';

export async function fetchStatus() {
  const { data } = await apiClient.get<unknown>('/api/status');
  return statusSchema.parse(data);
}
