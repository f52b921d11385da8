import { createRoot } from 'react-dom/client';
import { apiClient, statusSchema } from 'shared-api';
import { currentLanguage, setLanguage, setPlatformConfig } from 'shared-ui';
import { App } from './app';
import { readRuntimeEnv } from './config/runtime-env';
import { fetchRegistry, resolveRemotes } from './federation/registry';
import { activateRemotes } from './federation/remotes';
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
  activateRemotes(resolveRemotes(registry));
  root.render(<App />);
}

void start();
