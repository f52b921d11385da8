import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  okSchema,
  recoveryCodesSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  type TwoFactorCode,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../contract';
import { apiClient } from '../http/api-client';
import { invalidating } from '../query/invalidating';

// Two-factor authentication of admins and partners (server: modules/two-factor).

const CLIENT_TWO_FA = '/api/client/security/two-fa';

const ADMIN_TWO_FA = '/api/admin/settings/two-fa';

/** GET …/settings/two-fa: the signed-in admin's own 2FA state. */
export async function fetchAdminTwoFa() {
  const { data } = await apiClient.get<unknown>(ADMIN_TWO_FA);
  return twoFactorStatusSchema.parse(data);
}

/** POST …/setup: a new secret and its otpauth URI, inactive until `enableAdminTwoFa`. */
export async function setupAdminTwoFa() {
  const { data } = await apiClient.post<unknown>(`${ADMIN_TWO_FA}/setup`);
  return twoFactorSetupSchema.parse(data);
}

/** POST …/enable `{ code }`: the 10 recovery codes, shown once; 422 TWO_FA_INVALID on a wrong code. */
export async function enableAdminTwoFa(body: TwoFactorCode) {
  const { data } = await apiClient.post<unknown>(`${ADMIN_TWO_FA}/enable`, body);
  return recoveryCodesSchema.parse(data).recoveryCodes;
}

/** POST …/disable `{ code }`: a TOTP or recovery code is needed to turn 2FA off. */
export async function disableAdminTwoFa(body: TwoFactorCode): Promise<void> {
  await apiClient.post<unknown>(`${ADMIN_TWO_FA}/disable`, body);
}

/** GET …/two-fa: whether the partner's 2FA is on, and how many recovery codes are left. */
export async function fetchClientTwoFactor(): Promise<TwoFactorStatus> {
  const { data } = await apiClient.get<unknown>(CLIENT_TWO_FA);
  return twoFactorStatusSchema.parse(data);
}

/** POST …/two-fa/setup: a new pending secret (QR + text); 2FA stays off until confirmed. */
export async function setupClientTwoFactor(): Promise<TwoFactorSetup> {
  const { data } = await apiClient.post<unknown>(`${CLIENT_TWO_FA}/setup`);
  return twoFactorSetupSchema.parse(data);
}

/** POST …/two-fa/enable: confirms the pending secret with a code; the 10 recovery codes, once. */
export async function enableClientTwoFactor(code: string): Promise<string[]> {
  const { data } = await apiClient.post<unknown>(`${CLIENT_TWO_FA}/enable`, { code });
  return recoveryCodesSchema.parse(data).recoveryCodes;
}

/** POST …/two-fa/disable: turning 2FA off needs a code too (business rules, Security). */
export async function disableClientTwoFactor(code: string): Promise<void> {
  const { data } = await apiClient.post<unknown>(`${CLIENT_TWO_FA}/disable`, { code });
  okSchema.parse(data);
}

// --- Queries and mutations (TanStack Query) ---------------------------------------------------

export const twoFactorKey = ['two-factor'] as const;

export const adminTwoFaQueryOptions = () =>
  queryOptions({ queryKey: [...twoFactorKey, 'admin'], queryFn: fetchAdminTwoFa });

export const clientTwoFactorQueryOptions = () =>
  queryOptions({ queryKey: [...twoFactorKey, 'client'], queryFn: fetchClientTwoFactor });

/**
 * A new pending secret each time the partner starts enabling 2FA (a POST read on entering the
 * step): never reused from the cache, forgotten once the step is left.
 */
export const clientTwoFactorSetupQueryOptions = () =>
  queryOptions({
    queryKey: [...twoFactorKey, 'client', 'setup'],
    queryFn: setupClientTwoFactor,
    staleTime: Infinity,
    gcTime: 0,
  });

/** /me carries the partner's 2FA flag (the money forms ask for a code when it is on). */
const afterClientChange = invalidating(twoFactorKey, ['partners']);

export const enableClientTwoFactorMutationOptions = () =>
  mutationOptions({ mutationFn: enableClientTwoFactor, onSuccess: afterClientChange });

export const disableClientTwoFactorMutationOptions = () =>
  mutationOptions({ mutationFn: disableClientTwoFactor, onSuccess: afterClientChange });

/** A new pending secret for the admin: nothing shown changes until it is enabled. */
export const setupAdminTwoFaMutationOptions = () =>
  mutationOptions({ mutationFn: setupAdminTwoFa });

export const enableAdminTwoFaMutationOptions = () =>
  mutationOptions({ mutationFn: enableAdminTwoFa, onSuccess: invalidating(twoFactorKey) });

export const disableAdminTwoFaMutationOptions = () =>
  mutationOptions({ mutationFn: disableAdminTwoFa, onSuccess: invalidating(twoFactorKey) });
