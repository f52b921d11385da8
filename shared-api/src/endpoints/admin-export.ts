import { mutationOptions } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';

/** The back-office lists that export CSV; each answers at `<list path>/export`. */
export const ADMIN_EXPORT_PATHS = {
  users: '/api/admin/users',
  roles: '/api/admin/roles',
  partners: '/api/admin/partners',
  packages: '/api/admin/packages',
  transactions: '/api/admin/transactions',
  deposits: '/api/admin/deposits',
  withdrawals: '/api/admin/withdrawals',
  transfers: '/api/admin/transfers',
  chainTransfers: '/api/admin/chain-transfers',
  promoRequests: '/api/admin/promo/requests',
  promoPartners: '/api/admin/promo/partners',
  adminLogs: '/api/admin/admin-logs',
  clientLogs: '/api/admin/client-logs',
  partnerLogs: '/api/admin/partner-logs',
  supportTickets: '/api/admin/support/tickets',
} as const;
export type AdminExportList = keyof typeof ADMIN_EXPORT_PATHS;

/** A downloaded export: the CSV bytes and the file name the server chose. */
export type AdminExport = { blob: Blob; fileName: string };

const FILE_NAME = /filename="([^"]+)"/;

/**
 * GET <list path>/export (the list's permission): every row the list's filters select, as CSV.
 * Through apiClient, as the download needs the session's bearer token; paging is the server's.
 */
export const exportAdminList = async (
  list: AdminExportList,
  query: Readonly<Record<string, unknown>>,
): Promise<AdminExport> => {
  const params = Object.fromEntries(
    Object.entries(query).filter(([name]) => name !== 'page' && name !== 'pageSize'),
  );
  const { data, headers } = await apiClient.get<Blob>(`${ADMIN_EXPORT_PATHS[list]}/export`, {
    params,
    responseType: 'blob',
  });
  const disposition = String(headers['content-disposition'] ?? '');
  return { blob: data, fileName: FILE_NAME.exec(disposition)?.[1] ?? `${list}.csv` };
};

/** A list export as a mutation (an action with pending and error states); it changes nothing cached. */
export const exportAdminListMutationOptions = () =>
  mutationOptions({
    mutationFn: (v: { list: AdminExportList; query: Readonly<Record<string, unknown>> }) =>
      exportAdminList(v.list, v.query),
  });
