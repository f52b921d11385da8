import {
  recoveryCodesSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  type TwoFactorCode,
} from '../contract';
import { apiClient } from '../http/api-client';

const BASE = '/api/admin/settings/two-fa';

/** GET …/settings/two-fa: the signed-in admin's own 2FA state. */
export async function fetchAdminTwoFa() {
  const { data } = await apiClient.get(BASE);
  return twoFactorStatusSchema.parse(data);
}

/** POST …/setup: a new secret and its otpauth URI, inactive until `enableAdminTwoFa`. */
export async function setupAdminTwoFa() {
  const { data } = await apiClient.post(`${BASE}/setup`);
  return twoFactorSetupSchema.parse(data);
}

/** POST …/enable `{ code }`: the 10 recovery codes, shown once; 422 TWO_FA_INVALID on a wrong code. */
export async function enableAdminTwoFa(body: TwoFactorCode) {
  const { data } = await apiClient.post(`${BASE}/enable`, body);
  return recoveryCodesSchema.parse(data).recoveryCodes;
}

/** POST …/disable `{ code }`: a TOTP or recovery code is needed to turn 2FA off. */
export async function disableAdminTwoFa(body: TwoFactorCode): Promise<void> {
  await apiClient.post(`${BASE}/disable`, body);
}
