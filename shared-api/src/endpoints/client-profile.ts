import { avatarSchema, profileSchema, type Profile, type ProfileUpdate } from '../contract';
import { apiClient } from '../http/api-client';

/** GET /api/client/profile: the partner's personal data (spec §2, profile). */
export async function fetchClientProfile(): Promise<Profile> {
  const { data } = await apiClient.get('/api/client/profile');
  return profileSchema.parse(data);
}

/**
 * PUT /api/client/profile. The server validates with the same schema; field refusals come back
 * as 422 with `fields`. The answer's body is not relied upon: the caller already holds the values.
 */
export async function updateClientProfile(body: ProfileUpdate): Promise<void> {
  await apiClient.put('/api/client/profile', body);
}

/**
 * POST /api/client/profile/avatar as multipart (field `avatar`): the api client switches to
 * multipart for FormData. A wrong type or size is refused with 415 / 413 UPLOAD_REJECTED.
 */
export async function uploadClientAvatar(file: Blob, fileName?: string): Promise<string> {
  const form = new FormData();
  if (fileName === undefined) form.append('avatar', file);
  else form.append('avatar', file, fileName);
  const { data } = await apiClient.post('/api/client/profile/avatar', form);
  return avatarSchema.parse(data).avatarUrl;
}
