import { isAxiosError, type AxiosInstance } from 'axios';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { apiIsUp, isApiUnavailable } from './api-unavailable';
import { loadSupportContact } from './support-contact';

/** How often the maintenance page asks /api/status whether the API is back. */
export const POLL_MS = 10_000;

export const maintenanceStore = createStore<{ down: boolean }>(() => ({ down: false }));
export const useApiDown = () => useStore(maintenanceStore, (s) => s.down);

let polling: ReturnType<typeof setInterval> | undefined;

/**
 * Shows the maintenance page (see MaintenanceGate) and polls /api/status until the API answers
 * and is not in maintenance; then the page goes and the app mounts again, so every screen loads
 * its data afresh. `onBack` runs once then.
 */
export function enterMaintenance(apiBaseUrl: string, onBack?: () => void): void {
  maintenanceStore.setState({ down: true });
  if (polling) return;
  // In maintenance mode the API still answers: the page shows the settings' contact.
  void loadSupportContact(apiBaseUrl);
  polling = setInterval(() => {
    void apiIsUp(apiBaseUrl).then((up) => {
      if (!up || !polling) return;
      clearInterval(polling);
      polling = undefined;
      maintenanceStore.setState({ down: false });
      onBack?.();
    });
  }, POLL_MS);
}

/**
 * Every API call of the page (shared-api's client is a federation singleton): an answer that
 * says the API is not there turns on the maintenance page. The caller still gets the error, and
 * shared-api's own interceptor still ends the session on a 503 (spec §8).
 */
export function installMaintenanceWatch(client: AxiosInstance, apiBaseUrl: string): void {
  client.interceptors.response.use(undefined, (error: unknown) => {
    if (isAxiosError(error) && isApiUnavailable(error.response?.status, error.response?.data))
      enterMaintenance(apiBaseUrl);
    throw error; // the caller still gets the failure as it was
  });
}
