import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { apiClient, queryClient, statusSchema } from 'shared-api';
import { AppProviders, currentLanguage, setLanguage, setPlatformConfig } from 'shared-ui';
import { App } from './app';
import { readRuntimeEnv } from './config/runtime-env';
import { AboutPanel } from './federation/about/about-panel';
import { browserBucket, readOverrides } from './federation/browser-choice';
import { fetchRegistry, resolveRemotes } from './federation/registry';
import { activateRemotes } from './federation/remotes';
import { configureVersionWatch } from './federation/version-watch';
import { isApiUnavailable } from './maintenance/api-unavailable';
import { enterMaintenance, installMaintenanceWatch } from './maintenance/maintenance-watch';
import { loadSupportContact } from './maintenance/support-contact';
import { StartUpFailure } from './start-up-failure';

/**
 * Plain fetch, not the API client: an unavailable API here must show the maintenance page, not
 * log anyone out. Maintenance: the flag of /api/status, a 503, or a web front that cannot reach
 * the API (502 / 504 SERVICE_UNAVAILABLE).
 */
async function isMaintenance(apiBaseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${apiBaseUrl}/api/status`, { cache: 'no-store' });
    const body: unknown = await response.json().catch(() => null);
    if (isApiUnavailable(response.status, body)) return true;
    return statusSchema.parse(body).maintenance;
  } catch {
    return false; // an unreachable API is each screen's error to show, not a start-up failure
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

async function start() {
  const env = readRuntimeEnv();
  apiClient.defaults.baseURL = env.apiBaseUrl;
  installMaintenanceWatch(apiClient, env.apiBaseUrl);
  // Read while the API is up, for a maintenance page that may show when it is not.
  void loadSupportContact(env.apiBaseUrl);
  setPlatformConfig({ captcha: env.captcha, supportContact: env.supportContact });
  setLanguage(currentLanguage());
  const root = createRoot(document.getElementById('root')!);

  const [registry, maintenance] = await Promise.all([
    fetchRegistry(env.registryUrl).catch((error: unknown) => {
      console.error(error);
      return null;
    }),
    isMaintenance(env.apiBaseUrl),
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

void start();
