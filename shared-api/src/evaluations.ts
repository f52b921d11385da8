// shared-api is a federation singleton: one axios client, one session store, one permission list
// for the whole page, whichever of its entries ('shared-api', 'shared-api/public') a build uses.
// Both entries import this module, so the counter lets tests prove that state is evaluated once.
const g = globalThis as { __SHARED_API_EVALUATIONS__?: number };
g.__SHARED_API_EVALUATIONS__ = (g.__SHARED_API_EVALUATIONS__ ?? 0) + 1;

export {};
