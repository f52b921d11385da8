import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { apiClient, queryClient, statusSchema } from 'shared-api/public';
import { AppProviders, currentLanguage, setLanguage, setPlatformConfig } from 'shared-ui';
import { App } from './app';
import { readRuntimeEnv } from './config/runtime-env';
import { AboutPanel } from './federation/about/about-panel';
import { browserBucket, readOverrides } from './federation/browser-choice';
import { preloadRouteRemote } from './federation/preload-route-remote';
import { readRegistry, resolveRemotes, type Registry } from './federation/registry';
import { activateRemotes } from './federation/remotes';
import { configureVersionWatch } from './federation/version-watch';
import { isApiUnavailable } from './maintenance/api-unavailable';
import { enterMaintenance, installMaintenanceWatch } from './maintenance/maintenance-watch';
import { loadSupportContact } from './maintenance/support-contact';
import type { Answer, EarlyRequests } from './start-up/early-requests';
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

/** The registry start-up asked for early; null (logged) when there is none to start from. */
async function registryOf(registry: Promise<Answer>): Promise<Registry | null> {
  try {
    const answer = await registry;
    if (!('response' in answer)) throw answer.error;
    return await readRegistry(answer.response);
  } catch (error) {
    console.error(error);
    return null;
  }
}

/** localStorage, or nothing where reading it throws (storage disabled by the browser's settings). */
function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Starts the page with the answers the entry chunk asked for (index.ts). */
export async function start(early: EarlyRequests) {
  const env = readRuntimeEnv();
  apiClient.defaults.baseURL = env.apiBaseUrl;
  installMaintenanceWatch(apiClient, env.apiBaseUrl);
  // Read while the API is up, for a maintenance page that may show when it is not.
  void loadSupportContact(env.apiBaseUrl);
  setPlatformConfig({ captcha: env.captcha, supportContact: env.supportContact });
  setLanguage(currentLanguage());
  const root = createRoot(document.getElementById('root')!);

  const [registry, maintenance] = await Promise.all([
    registryOf(early.registry),
    isMaintenance(early.status),
  ]);
  if (!registry || maintenance) {
    root.render(<StartUpFailure maintenance={maintenance} contact={env.supportContact} />);
    // Nothing is started yet: once the API is back, start the page afresh.
    if (maintenance) enterMaintenance(env.apiBaseUrl, () => window.location.reload());
    return;
  }
  // Canary choice: sticky per browser (its id in localStorage); QA overrides from the query or storage.
  const storage = safeLocalStorage();
  const choice = {
    bucket: browserBucket(storage),
    overrides: readOverrides(window.location.search, storage),
  };
  activateRemotes(resolveRemotes(registry, choice.bucket, choice.overrides));
  preloadRouteRemote(window.location);
  configureVersionWatch({ registryUrl: env.registryUrl, ...choice });
  // The page's one query cache (shared-api's): the remotes' screens read and invalidate it.
  root.render(
    <QueryClientProvider client={queryClient}>
      <App contact={env.supportContact} />
      <AppProviders>
        <AboutPanel />
      </AppProviders>
    </QueryClientProvider>,
  );
}
