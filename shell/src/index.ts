import { sendEarlyRequests } from './start-up/early-requests';
import { preloadStart } from './start-up/preload-start';
import { startRemotes } from './start-up/start-remotes';

// The shell's start-up chunks (the bootstrap and the shared modules it consumes) are asked by
// index.html's preloads, beside this chunk (build/start-up-preload-plugin.mjs). What is asked here
// is what the page needs next: the registry, the API's status and the support contacts, and the
// files /start.js names (the likely remote's and the texts). All in this one task, so that none
// leaves after another's answer has come. This entry imports no shared module: it must stay small.
const early = sendEarlyRequests();
// Only a help: whatever /start.js holds, the page starts.
try {
  preloadStart();
} catch (error) {
  console.error(error);
}
// The remotes are registered, and the route's remote starts loading, when the registry answers.
const remotes = startRemotes(early.registry);
// The async boundary module federation needs: shared singletons are negotiated before bootstrap runs.
void import('./bootstrap').then(({ start }) => start(early, remotes));
