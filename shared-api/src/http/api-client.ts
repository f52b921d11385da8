import axios, { type AxiosInstance } from 'axios';
import { clearAllStorage, sessionStore } from '../session/session-store';
import { parseBlobErrorBody } from './api-error';
import { goTo, rememberReturnPage, ROUTES } from './navigation';
import { tokenFor } from './token-choice';

/** Spec §9. */
export const HTTP_TIMEOUT_MS = 50000;
/** Spec §8: these statuses end the session. */
export const SESSION_ENDING_STATUSES = [401, 403, 503];

/** Extra headers every request carries (the shell adds the versions of the remotes it runs). */
const extraHeaders: Record<string, string> = {};
export function setDefaultHeader(name: string, value: string) {
  extraHeaders[name] = value;
}

export function createApiClient(baseURL = ''): AxiosInstance {
  const client = axios.create({
    baseURL,
    timeout: HTTP_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
  });

  client.interceptors.request.use((config) => {
    // Spec §7: multipart for form data (axios lets the browser add the boundary), JSON otherwise.
    const multipart = typeof FormData !== 'undefined' && config.data instanceof FormData;
    config.headers.set('Content-Type', multipart ? 'multipart/form-data' : 'application/json');
    const token = tokenFor(config.url ?? '', config.method ?? 'get', sessionStore.getState());
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(extraHeaders)) config.headers.set(name, value);
    return config;
  });

  client.interceptors.response.use(undefined, async (error: unknown) => {
    // A download's (responseType 'blob') refusal: its JSON body, as every other call gets it.
    await parseBlobErrorBody(error);
    const status = axios.isAxiosError(error) ? error.response?.status : undefined;
    if (status !== undefined && SESSION_ENDING_STATUSES.includes(status)) {
      // A 401 to a call that carried a token: the session expired or was revoked (an admin's
      // logout ends the login-as tabs it opened), and the sign-in page says so.
      const carriedToken = axios.isAxiosError(error) && !!error.config?.headers?.Authorization;
      const ended = status === 401 && carriedToken;
      // A login-as tab's page belongs to the admin's look at a partner: nothing to return to.
      const returnTo = ended && !sessionStore.getState().impersonating ? currentPage() : null;
      clearAllStorage(ROUTES.auth, ended);
      if (returnTo) rememberReturnPage(returnTo);
      goTo('auth');
    }
    // The caller still gets the error (spec §8), unchanged for every status.
    throw error;
  });
  return client;
}

const currentPage = () =>
  typeof window === 'undefined' ? null : window.location.pathname + window.location.search;

/** The one client of the page: shared-api is a federation singleton, so every remote uses this. */
export const apiClient = createApiClient();
