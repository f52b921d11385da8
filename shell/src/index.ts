import { sendEarlyRequests } from './start-up/early-requests';
import { startRemotes } from './start-up/start-remotes';

// Asked now, while the chunks below load (this entry imports no shared module: it must stay small).
const early = sendEarlyRequests();
// The remotes are registered, and the route's remote starts loading, as soon as the registry answers.
const remotes = startRemotes(early.registry);
// The async boundary module federation needs: shared singletons are negotiated before bootstrap runs.
void import('./bootstrap').then(({ start }) => start(early, remotes));
