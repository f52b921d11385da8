// shared-api is a federation singleton: one axios client, one session store, one permission list
// for the whole page. The counter lets tests prove this module is evaluated once.
const g = globalThis as { __SHARED_API_EVALUATIONS__?: number };
g.__SHARED_API_EVALUATIONS__ = (g.__SHARED_API_EVALUATIONS__ ?? 0) + 1;

export * from './http/api-client';
export * from './http/api-error';
export * from './http/navigation';
export * from './http/token-choice';
export * from './session/storage-keys';
export * from './session/session-store';
export * from './endpoints/admin-auth';
export * from './endpoints/admin-users';
export * from './endpoints/admin-roles';
export * from './endpoints/admin-logs';
export * from './endpoints/admin-partners';
export * from './endpoints/admin-two-fa';
export * from './endpoints/client-auth';
export * from './endpoints/client-profile';
export * from './endpoints/client-security';
export * from './endpoints/status';
export * from './endpoints/client-money';
export * from './endpoints/admin-money';
export * from './endpoints/admin-network';
export * from './endpoints/client-network';
export * from './endpoints/chain-deposits';
export * from './endpoints/support';
export * from './contract';
