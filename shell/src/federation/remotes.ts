import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { setDefaultHeader } from 'shared-api/public';
import type { VersionSource } from './version-selection';

export interface RunningRemote {
  name: string;
  entry: string;
  version: string;
  /** Why this version (current, canary, QA override): for the diagnostics panel. */
  source?: VersionSource;
}

let running: RunningRemote[] = [];
const lazyCache = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * Runs these remotes, which the entry chunk registered with the federation runtime
 * (start-remotes.ts), and tells the API which versions this page runs.
 */
export function activateRemotes(remotes: RunningRemote[]) {
  running = remotes;
  lazyCache.clear();
  setDefaultHeader('X-Remote-Versions', remotes.map((r) => `${r.name}@${r.version}`).join(','));
}

/** The remotes this page runs, with their versions: what the diagnostics panel lists. */
export function runningRemotes(): readonly RunningRemote[] {
  return running;
}

/**
 * Loads a remote's exposed routes. On a retry the remote is registered again with `force`, which
 * drops whatever the failed attempt left cached, so a remote that is back loads again.
 */
export async function loadRemoteRoutes(
  name: string,
  retry: boolean,
): Promise<{ default: ComponentType }> {
  const remote = running.find((r) => r.name === name);
  if (!remote) throw new Error(`remote ${name} is not in the registry`);
  if (retry) registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
  const module = await loadRemote<{ default: ComponentType }>(`${name}/Routes`);
  if (!module?.default) throw new Error(`remote ${name} exposes no Routes`);
  return module;
}

/**
 * One lazy component per remote and attempt: stable across renders, fresh for each retry. The
 * load starts when it is made, not when it first renders: a signed-in remote renders inside
 * antd's providers, which load beside it.
 */
export function lazyRemoteRoutes(
  name: string,
  attempt: number,
): LazyExoticComponent<ComponentType> {
  const key = `${name}:${attempt}`;
  let component = lazyCache.get(key);
  if (!component) {
    const loading = loadRemoteRoutes(name, attempt > 0);
    loading.catch(() => {}); // its failure is the lazy component's, shown by the outlet
    component = lazy(() => loading);
    lazyCache.set(key, component);
  }
  return component;
}
