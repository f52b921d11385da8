import { sendEarlyRequests } from './start-up/early-requests';

// Asked now, while the chunks below load (this entry imports nothing else: it must stay small).
const early = sendEarlyRequests();
// The async boundary module federation needs: shared singletons are negotiated before bootstrap runs.
void import('./bootstrap').then(({ start }) => start(early));
