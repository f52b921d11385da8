import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { apiClient, queryClient, statusSchema } from 'shared-api/public';
import { currentLanguage, setLanguage, setPlatformConfig } from 'shared-ui/public';
import { App } from './app';
import { readRuntimeEnv } from './config/runtime-env';
import { preloadRouteRemote } from './federation/preload-route-remote';
import { activateRemotes } from './federation/remotes';
import { configureVersionWatch } from './federation/version-watch';
import { isApiUnavailable } from './maintenance/api-unavailable';
import { enterMaintenance, installMaintenanceWatch } from './maintenance/maintenance-watch';
import { loadSupportContact } from './maintenance/support-contact';
import { responseOf, type Answer, type EarlyRequests } from './start-up/early-requests';
import type { StartedRemotes } from './start-up/start-remotes';
import { StartUpFailure } from './start-up-failure';

/**
 * The status answer start-up asked for early (plain fetch, not the API client: an unavailable API
 * here must show the maintenance page, not log anyone out). Maintenance: the flag of /api/status,
 * a 503, or a web front that cannot reach the API (502 / 504 SERVICE_UNAVAILABLE).
 */
async function isMaintenance(status: Promise<Answer>): Promise<boolean> {
  try {
    const answer = await status;
    if (!('response' in answer)) return false; // an unreachable API is each screen's error to show
    const body: unknown = await answer.response.json().catch(() => null);
    if (isApiUnavailable(answer.response.status, body)) return true;
    return statusSchema.parse(body).maintenance;
  } catch {
    return false; // an unreachable API is each screen's error to show, not a start-up failure
  }
}

/** Starts the page with what the entry chunk asked for and registered (index.ts). */
export async function start(early: EarlyRequests, remotesStarted: Promise<StartedRemotes | null>) {
  const env = readRuntimeEnv();
  apiClient.defaults.baseURL = env.apiBaseUrl;
  installMaintenanceWatch(apiClient, env.apiBaseUrl);
  // Read while the API is up, for a maintenance page that may show when it is not.
  void loadSupportContact(env.apiBaseUrl, () => responseOf(early.contacts));
  setPlatformConfig({ captcha: env.captcha, supportContact: env.supportContact });
  setLanguage(currentLanguage());
  const root = createRoot(document.getElementById('root')!);

  const [started, maintenance] = await Promise.all([remotesStarted, isMaintenance(early.status)]);
  if (!started || maintenance) {
    root.render(<StartUpFailure maintenance={maintenance} contact={env.supportContact} />);
    // Nothing is started yet: once the API is back, start the page afresh.
    if (maintenance) enterMaintenance(env.apiBaseUrl, () => window.location.reload());
    return;
  }
  activateRemotes(started.remotes);
  preloadRouteRemote(window.location);
  configureVersionWatch({ registryUrl: env.registryUrl, ...started.choice });
  // The page's one query cache (shared-api's): the remotes' screens read and invalidate it.
  root.render(
    <QueryClientProvider client={queryClient}>
      <App contact={env.supportContact} />
    </QueryClientProvider>,
  );
}
