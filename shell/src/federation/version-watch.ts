import { fetchRegistry, resolveRemotes } from './registry';
import { runningRemotes } from './remotes';
import type { Overrides } from './version-selection';

interface WatchConfig {
  registryUrl: string;
  bucket: string;
  overrides: Overrides;
}

let config: WatchConfig | null = null;
let inFlight: Promise<boolean> | null = null;

/** Start-up hands over what it resolved the remotes with, so later checks choose the same way. */
export function configureVersionWatch(next: WatchConfig) {
  config = next;
}

/** The browser's canary id and QA overrides of this page (diagnostics panel). */
export function versionChoice(): Pick<WatchConfig, 'bucket' | 'overrides'> {
  return { bucket: config?.bucket ?? '', overrides: config?.overrides ?? {} };
}

/**
 * Re-reads the registry and tells whether this browser should now run another version of any
 * remote (promote, rollback, canary moved). The same bucket and overrides as at start-up, so a
 * canary choice never flips on its own. A registry that cannot be read changes nothing: the page
 * keeps what it runs. Concurrent calls share one request.
 */
export function registryMoved(): Promise<boolean> {
  if (!config) return Promise.resolve(false);
  const { registryUrl, bucket, overrides } = config;
  inFlight ??= fetchRegistry(registryUrl, 'no-cache')
    .then((registry) => {
      const wanted = resolveRemotes(registry, bucket, overrides);
      const running = runningRemotes();
      return (
        wanted.length !== running.length ||
        wanted.some((w) => !running.some((r) => r.name === w.name && r.entry === w.entry))
      );
    })
    .catch(() => false)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
