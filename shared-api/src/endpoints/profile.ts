import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  avatarSchema,
  profileSchema,
  type PasswordChange,
  type Profile,
  type ProfileUpdate,
} from '../contract';
import { apiClient } from '../http/api-client';
import { invalidating } from '../query/invalidating';

// The partner's profile, avatar and password (server: modules/profile).

/** GET /api/client/profile: the partner's personal data (spec §2, profile). */
export async function fetchClientProfile(): Promise<Profile> {
  const { data } = await apiClient.get<unknown>('/api/client/profile');
  return profileSchema.parse(data);
}

/**
 * PUT /api/client/profile. The server validates with the same schema; field refusals come back
 * as 422 with `fields`. The answer's body is not relied upon: the caller already holds the values.
 */
export async function updateClientProfile(body: ProfileUpdate): Promise<void> {
  await apiClient.put<unknown>('/api/client/profile', body);
}

/**
 * POST /api/client/profile/avatar as multipart (field `avatar`): the api client switches to
 * multipart for FormData. A wrong type or size is refused with 415 / 413 UPLOAD_REJECTED.
 */
export async function uploadClientAvatar(file: Blob, fileName?: string): Promise<string> {
  const form = new FormData();
  if (fileName === undefined) form.append('avatar', file);
  else form.append('avatar', file, fileName);
  const { data } = await apiClient.post<unknown>('/api/client/profile/avatar', form);
  return avatarSchema.parse(data).avatarUrl;
}

/**
 * POST /api/client/security/password. `code` is required when 2FA is on. Refusals: 422
 * INVALID_CREDENTIALS (fields.currentPassword), 422 TWO_FA_INVALID (fields.code), 429 TWO_FA_LOCKED.
 */
export async function changeClientPassword(body: PasswordChange): Promise<void> {
  await apiClient.post<unknown>('/api/client/security/password', body);
}

// --- Queries and mutations (TanStack Query) ---------------------------------------------------

export const profileKey = ['profile'] as const;

export const profileQueryOptions = () =>
  queryOptions({ queryKey: [...profileKey], queryFn: fetchClientProfile });

/** The header shows the partner's name and avatar from /me. */
export const updateProfileMutationOptions = () =>
  mutationOptions({
    mutationFn: updateClientProfile,
    onSuccess: invalidating(profileKey, ['partners']),
  });

export const uploadAvatarMutationOptions = () =>
  mutationOptions({
    mutationFn: (v: { file: Blob; fileName?: string }) => uploadClientAvatar(v.file, v.fileName),
    onSuccess: invalidating(profileKey, ['partners']),
  });
