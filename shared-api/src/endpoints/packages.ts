import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  adminPackageListQuerySchema,
  earningsCalendarSchema,
  packageCatalogueSchema,
  packagePageSchema,
  packageSchema,
  partnerPackageListSchema,
  partnerPackageSchema,
  type EarningsCalendarDay,
  type InvestmentPackage,
  type PackageInput,
  type PackagePurchase,
  type PackageUpgrade,
  type PartnerPackage,
} from '../contract';
import { apiClient } from '../http/api-client';
import { invalidating } from '../query/invalidating';
import { idempotent } from '../idempotency/idempotency-key';

// Investment packages: the catalogue, purchases, accruals (server: modules/packages).

type QueryOf<S extends z.ZodType> = Partial<z.infer<S>>;

/** GET /api/client/packages: the active packages of the catalogue. */
export async function fetchPackageCatalogue(): Promise<InvestmentPackage[]> {
  const { data } = await apiClient.get<unknown>('/api/client/packages');
  return packageCatalogueSchema.parse(data).items;
}

/** POST /api/client/packages/purchase: debits the GTC wallet; answers the package bought. */
export async function purchasePackage(
  body: PackagePurchase,
  idempotencyKey: string,
): Promise<PartnerPackage> {
  const { data } = await apiClient.post<unknown>(
    '/api/client/packages/purchase',
    body,
    idempotent(idempotencyKey),
  );
  return partnerPackageSchema.parse(data);
}

/** POST /api/client/packages/upgrade: for the price difference; answers the upgraded package. */
export async function upgradePackage(
  body: PackageUpgrade,
  idempotencyKey: string,
): Promise<PartnerPackage> {
  const { data } = await apiClient.post<unknown>(
    '/api/client/packages/upgrade',
    body,
    idempotent(idempotencyKey),
  );
  return partnerPackageSchema.parse(data);
}

/** GET /api/client/my-packages: every package the partner holds (active, finished, upgraded). */
export async function fetchMyPackages(): Promise<PartnerPackage[]> {
  const { data } = await apiClient.get<unknown>('/api/client/my-packages');
  return partnerPackageListSchema.parse(data).items;
}

/** GET /api/client/my-packages/calendar: paid and future accruals, at most 100 days. */
export async function fetchEarningsCalendar(query: {
  from: string;
  to: string;
}): Promise<EarningsCalendarDay[]> {
  const { data } = await apiClient.get<unknown>('/api/client/my-packages/calendar', {
    params: query,
  });
  return earningsCalendarSchema.parse(data).items;
}

/** GET /api/admin/packages (view-packages): one page, sorted, searched, filtered by status. */
export async function listAdminPackages(query: QueryOf<typeof adminPackageListQuerySchema>) {
  const { data } = await apiClient.get<unknown>('/api/admin/packages', { params: query });
  return packagePageSchema.parse(data);
}

/** GET /api/admin/packages/{id} (view-packages); 404 NOT_FOUND for an unknown id. */
export async function getAdminPackage(id: number) {
  const { data } = await apiClient.get<unknown>(`/api/admin/packages/${id}`);
  return packageSchema.parse(data);
}

/** POST /api/admin/packages (create-packages): the new package. */
export async function createAdminPackage(body: PackageInput) {
  const { data } = await apiClient.post<unknown>('/api/admin/packages', body);
  return packageSchema.parse(data);
}

/** PUT /api/admin/packages/{id} (update-packages): the updated package. */
export async function updateAdminPackage(id: number, body: PackageInput) {
  const { data } = await apiClient.put<unknown>(`/api/admin/packages/${id}`, body);
  return packageSchema.parse(data);
}

/** DELETE /api/admin/packages/{id} (delete-packages); 409 INVALID_STATE once it was sold. */
export async function deleteAdminPackage(id: number): Promise<void> {
  await apiClient.delete<unknown>(`/api/admin/packages/${id}`);
}

// --- Queries and mutations (TanStack Query) ---------------------------------------------------

export const packagesKey = ['packages'] as const;

export const packageCatalogueQueryOptions = () =>
  queryOptions({ queryKey: [...packagesKey, 'catalogue'], queryFn: fetchPackageCatalogue });

export const myPackagesQueryOptions = () =>
  queryOptions({ queryKey: [...packagesKey, 'mine'], queryFn: fetchMyPackages });

export const earningsCalendarQueryOptions = (query: { from: string; to: string }) =>
  queryOptions({
    queryKey: [...packagesKey, 'calendar', query],
    queryFn: () => fetchEarningsCalendar(query),
  });

export const adminPackagesQueryOptions = (query: QueryOf<typeof adminPackageListQuerySchema>) =>
  queryOptions({
    queryKey: [...packagesKey, 'admin', 'list', query],
    queryFn: () => listAdminPackages(query),
  });

export const adminPackageQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...packagesKey, 'admin', id], queryFn: () => getAdminPackage(id) });

/** A purchase or upgrade debits the wallet, adds a package and counts toward the career. */
const afterPurchase = invalidating(
  packagesKey,
  ['operations'],
  ['network'],
  ['partners'],
  ['career'],
);

export const purchasePackageMutationOptions = () =>
  mutationOptions({
    mutationFn: (v: { body: PackagePurchase; idempotencyKey: string }) =>
      purchasePackage(v.body, v.idempotencyKey),
    onSuccess: afterPurchase,
  });

export const upgradePackageMutationOptions = () =>
  mutationOptions({
    mutationFn: (v: { body: PackageUpgrade; idempotencyKey: string }) =>
      upgradePackage(v.body, v.idempotencyKey),
    onSuccess: afterPurchase,
  });

export const saveAdminPackageMutationOptions = () =>
  mutationOptions({
    mutationFn: (v: { id: number | null; body: PackageInput }) =>
      v.id === null ? createAdminPackage(v.body) : updateAdminPackage(v.id, v.body),
    onSuccess: invalidating(packagesKey),
  });

export const deleteAdminPackageMutationOptions = () =>
  mutationOptions({ mutationFn: deleteAdminPackage, onSuccess: invalidating(packagesKey) });
