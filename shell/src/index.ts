import { sendEarlyRequests } from './start-up/early-requests';
import { preloadStart } from './start-up/preload-start';
import { startRemotes } from './start-up/start-remotes';

// The async boundary module federation needs: shared singletons are negotiated before bootstrap
// runs. Asked first: its chunks are the page's longest downloads, and the federation runtime asks
// for them over several microtasks.
const bootstrap = import('./bootstrap');
// The rest in the next task, once every one of those is asked (a message, not a timer: it runs as
// soon as the current task and its promises are done): the quick answers below then never arrive
// before a shared chunk is asked, which would put it a step deeper in the waterfall than it is.
// This entry imports no shared module: it must stay small.
const next = new MessageChannel();
next.port1.onmessage = () => {
  next.port1.close();
  // What the page will ask once the answers below have come (/start.js lists it). Only a help:
  // whatever /start.js holds, the page starts.
  try {
    preloadStart();
  } catch (error) {
    console.error(error);
  }
  const early = sendEarlyRequests();
  // The remotes are registered, and the route's remote starts loading, when the registry answers.
  const remotes = startRemotes(early.registry);
  void bootstrap.then(({ start }) => start(early, remotes));
};
next.port2.postMessage(null);
