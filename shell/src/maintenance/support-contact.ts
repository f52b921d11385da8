import { peekSupportContacts, type SupportContacts } from 'shared-api/public';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * The support contact line of the back-office settings, once read: the maintenance page shows it
 * instead of the deployment's SUPPORT_CONTACT. Kept from the last good read, since the page shows
 * when the API may no longer answer.
 */
export const supportContactStore = createStore<{ contact: string | null }>(() => ({
  contact: null,
}));
export const useSupportContact = () => useStore(supportContactStore, (s) => s.contact);

/** "help@example.com, @help, +49 30 123 (Mon–Fri 9–18)", or null when nothing is set. */
export function contactLine(c: SupportContacts): string | null {
  const ways = [c.email, c.telegram, c.phone].filter(Boolean).join(', ');
  if (!ways) return null;
  return c.hours ? `${ways} (${c.hours})` : ways;
}

/**
 * Reads the contacts (no session, no interceptor); a failure keeps what was read before. `sent`:
 * the request the entry chunk already asked (start-up/early-requests.ts).
 */
export async function loadSupportContact(
  apiBaseUrl: string,
  sent?: () => Promise<Response>,
): Promise<void> {
  const contacts = await peekSupportContacts(apiBaseUrl, sent);
  const contact = contacts && contactLine(contacts);
  if (contact) supportContactStore.setState({ contact });
}
