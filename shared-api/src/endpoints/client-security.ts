import {
  okSchema,
  recoveryCodesSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  type PasswordChange,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../contract';
import { apiClient } from '../http/api-client';

const TWO_FA = '/api/client/security/two-fa';

/** GET …/two-fa: whether the partner's 2FA is on, and how many recovery codes are left. */
export async function fetchClientTwoFactor(): Promise<TwoFactorStatus> {
  const { data } = await apiClient.get(TWO_FA);
  return twoFactorStatusSchema.parse(data);
}

/** POST …/two-fa/setup: a new pending secret (QR + text); 2FA stays off until confirmed. */
export async function setupClientTwoFactor(): Promise<TwoFactorSetup> {
  const { data } = await apiClient.post(`${TWO_FA}/setup`);
  return twoFactorSetupSchema.parse(data);
}

/** POST …/two-fa/enable: confirms the pending secret with a code; the 10 recovery codes, once. */
export async function enableClientTwoFactor(code: string): Promise<string[]> {
  const { data } = await apiClient.post(`${TWO_FA}/enable`, { code });
  return recoveryCodesSchema.parse(data).recoveryCodes;
}

/** POST …/two-fa/disable: turning 2FA off needs a code too (business rules, Security). */
export async function disableClientTwoFactor(code: string): Promise<void> {
  const { data } = await apiClient.post(`${TWO_FA}/disable`, { code });
  okSchema.parse(data);
}

/**
 * POST /api/client/security/password. `code` is required when 2FA is on. Refusals: 422
 * INVALID_CREDENTIALS (fields.currentPassword), 422 TWO_FA_INVALID (fields.code), 429 TWO_FA_LOCKED.
 */
export async function changeClientPassword(body: PasswordChange): Promise<void> {
  await apiClient.post('/api/client/security/password', body);
}
