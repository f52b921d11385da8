import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { browserBucket, readOverrides } from '../federation/browser-choice';
import {
  readRegistry,
  resolveRemotes,
  type Registry,
  type ResolvedRemote,
} from '../federation/registry';
import { likelyRemoteOf } from '../federation/route-remote';
import { preloadedVersionsChosen } from './preload-start';
import type { Overrides } from '../federation/version-selection';
import type { Answer } from './early-requests';

/** The remotes this browser runs, registered with the federation runtime by the entry chunk. */
export interface StartedRemotes {
  registry: Registry;
  remotes: ResolvedRemote[];
  /** The canary choice (browser id, QA overrides), for the version watch. */
  choice: { bucket: string; overrides: Overrides };
}

/** localStorage, or nothing where reading it throws (storage disabled by the browser's settings). */
function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * From the entry chunk, as soon as the registry answers (not after the shared modules have
 * loaded): this browser's versions (canary choice sticky per browser, QA overrides from the query
 * or storage), registered, and the current route's likely remote preloading, so its manifest and
 * routes arrive while React and the rest are still on their way. null (logged): no registry, or
 * one the federation runtime would not take.
 */
export async function startRemotes(registry: Promise<Answer>): Promise<StartedRemotes | null> {
  try {
    const answer = await registry;
    if (!('response' in answer)) throw answer.error;
    const read = await readRegistry(answer.response);
    const storage = safeLocalStorage();
    const choice = {
      bucket: browserBucket(storage),
      overrides: readOverrides(window.location.search, storage),
    };
    const remotes = resolveRemotes(read, choice.bucket, choice.overrides);
    registerRemotes(
      remotes.map(({ name, entry }) => ({ name, entry })),
      { force: true },
    );
    preloadedVersionsChosen(remotes.map((r) => r.entry));
    // share: false, or every shared module the remote ever uses (date pickers…) would load now.
    const likely = likelyRemoteOf(window.location.pathname, window.location.hash);
    void preloadRemote([{ nameOrAlias: likely, exposes: ['./Routes'], share: false }]).catch(
      () => {},
    );
    return { registry: read, remotes, choice };
  } catch (error) {
    // Start-up shows its failure page instead of a blank one.
    console.error(error);
    return null;
  }
}
