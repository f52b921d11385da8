import { supportContactsSchema, type SupportContacts } from '../contract';
import { apiClient } from '../http/api-client';

// The public support contacts (settings key `support`), apart from the desk's tickets: the shell
// and the auth remote read them before anyone signs in ('shared-api/public').

/** GET /api/support/contacts (public): empty strings for what is not set. */
export async function fetchSupportContacts(): Promise<SupportContacts> {
  const { data } = await apiClient.get<unknown>('/api/support/contacts');
  return supportContactsSchema.parse(data);
}

/**
 * The same by plain fetch (no session, no interceptor), null on any failure: for pages that show
 * the contacts beside their content (the public footer, the maintenance page), whose failure must
 * neither end a session (spec §8) nor be mistaken for the API going down.
 */
export async function peekSupportContacts(
  baseUrl: string = apiClient.defaults.baseURL ?? '',
): Promise<SupportContacts | null> {
  try {
    const response = await fetch(`${baseUrl}/api/support/contacts`, { cache: 'no-store' });
    if (!response.ok) return null;
    return supportContactsSchema.parse(await response.json());
  } catch {
    return null;
  }
}

/** PUT /api/admin/settings/support (manage-support). */
export async function updateSupportContacts(body: SupportContacts): Promise<SupportContacts> {
  const { data } = await apiClient.put<unknown>('/api/admin/settings/support', body);
  return supportContactsSchema.parse(data);
}
