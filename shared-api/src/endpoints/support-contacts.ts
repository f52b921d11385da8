import { supportContactsSchema, type SupportContacts } from '../contract';
import { apiClient } from '../http/api-client';

// The public support contacts (settings key `support`), apart from the desk's tickets: the shell
// and the auth remote read them before anyone signs in ('shared-api/public').

/** GET /api/support/contacts (public): empty strings for what is not set. */
export async function fetchSupportContacts(): Promise<SupportContacts> {
  const { data } = await apiClient.get<unknown>('/api/support/contacts');
  return supportContactsSchema.parse(data);
}

/** How long one read of the contacts serves every other reader of the page. */
const PEEK_REUSE_MS = 60_000;
let lastPeek: { url: string; at: number; answer: Promise<SupportContacts | null> } | null = null;

async function readContacts(
  url: string,
  sent?: () => Promise<Response>,
): Promise<SupportContacts | null> {
  try {
    const response = await (sent ? sent() : fetch(url, { cache: 'no-store' }));
    if (!response.ok) return null;
    return supportContactsSchema.parse(await response.json());
  } catch {
    return null;
  }
}

/**
 * The same by plain fetch (no session, no interceptor), null on any failure: for pages that show
 * the contacts beside their content (the public footer, the maintenance page), whose failure must
 * neither end a session (spec §8) nor be mistaken for the API going down. Readers within a minute
 * share one request (start-up and the public footer both read them on the first page); a failed
 * read is not kept. `sent`: the same request already asked (the shell's entry chunk asks it beside
 * the registry), used when no read is shared yet.
 */
export function peekSupportContacts(
  baseUrl: string = apiClient.defaults.baseURL ?? '',
  sent?: () => Promise<Response>,
): Promise<SupportContacts | null> {
  const url = `${baseUrl}/api/support/contacts`;
  const now = Date.now();
  if (lastPeek && lastPeek.url === url && now - lastPeek.at < PEEK_REUSE_MS) return lastPeek.answer;
  const peek = { url, at: now, answer: readContacts(url, sent) };
  lastPeek = peek;
  void peek.answer.then((contacts) => {
    if (contacts === null && lastPeek === peek) lastPeek = null;
  });
  return peek.answer;
}

/** PUT /api/admin/settings/support (manage-support). */
export async function updateSupportContacts(body: SupportContacts): Promise<SupportContacts> {
  const { data } = await apiClient.put<unknown>('/api/admin/settings/support', body);
  lastPeek = null; // the footer's next read shows the new contacts
  return supportContactsSchema.parse(data);
}
