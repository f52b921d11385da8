import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { financeSettingsSchema, type FinanceSettings } from '../contract';
import { apiClient } from '../http/api-client';
import { invalidating } from '../query/invalidating';

// The business rules' numbers (server: modules/settings; contract: finance-settings).

/** GET /api/admin/settings/finance (view-transactions): the numbers of the business rules. */
export async function getFinanceSettings() {
  const { data } = await apiClient.get<unknown>('/api/admin/settings/finance');
  return financeSettingsSchema.parse(data);
}

/** PUT /api/admin/settings/finance (update-transactions): the saved settings. */
export async function updateFinanceSettings(body: FinanceSettings) {
  const { data } = await apiClient.put<unknown>('/api/admin/settings/finance', body);
  return financeSettingsSchema.parse(data);
}

// --- Queries and mutations (TanStack Query) ---------------------------------------------------

export const settingsKey = ['settings'] as const;

export const financeSettingsQueryOptions = () =>
  queryOptions({ queryKey: [...settingsKey, 'finance'], queryFn: getFinanceSettings });

/** The numbers feed the partners' deposit and withdrawal forms too. */
export const updateFinanceSettingsMutationOptions = () =>
  mutationOptions({
    mutationFn: updateFinanceSettings,
    onSuccess: invalidating(settingsKey, ['deposits'], ['withdrawals']),
  });
