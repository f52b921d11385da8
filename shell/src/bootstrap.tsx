import { createRoot } from 'react-dom/client';
import { apiClient, statusSchema } from 'shared-api';
import { AppProviders, currentLanguage, setLanguage, setPlatformConfig } from 'shared-ui';
import { App } from './app';
import { readRuntimeEnv } from './config/runtime-env';
import { AboutPanel } from './federation/about/about-panel';
import { browserBucket, readOverrides } from './federation/browser-choice';
import { fetchRegistry, resolveRemotes } from './federation/registry';
import { activateRemotes } from './federation/remotes';
import { configureVersionWatch } from './federation/version-watch';
import { StartUpFailure } from './start-up-failure';

/** Plain fetch, not the API client: a 503 here must show the maintenance page, not log anyone out. */
async function isMaintenance(apiBaseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${apiBaseUrl}/api/status`, { cache: 'no-store' });
    return response.status === 503 || statusSchema.parse(await response.json()).maintenance;
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
  root.render(
    <>
      <App />
      <AppProviders>
        <AboutPanel />
      </AppProviders>
    </>,
  );
}

void start();
