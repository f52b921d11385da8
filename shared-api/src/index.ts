// The whole API: every endpoint and contract, for the remotes' screens. The shell provides this
// entry and 'shared-api/public' (its subset) from one build, so their state is one instance.
import './evaluations';

export * from './public';
export * from './http/api-client';
export * from './http/api-error';
export * from './http/navigation';
export * from './http/token-choice';
export * from './session/storage-keys';
export * from './session/session-store';
export * from './idempotency/idempotency-key';
export * from './idempotency/use-idempotency-key';
export * from './query/query-client';
export * from './query/invalidating';
// Endpoint functions with their query and mutation options, one file per server module.
export * from './endpoints/admin-auth';
export * from './endpoints/admin-export';
export * from './endpoints/admin-partners';
export * from './endpoints/admin-users';
export * from './endpoints/auth';
export * from './endpoints/binary';
export * from './endpoints/career';
export * from './endpoints/chain-deposits';
export * from './endpoints/deposits';
export * from './endpoints/linear';
export * from './endpoints/logs';
export * from './endpoints/network';
export * from './endpoints/operations';
export * from './endpoints/packages';
export * from './endpoints/partners';
export * from './endpoints/profile';
export * from './endpoints/promo';
export * from './endpoints/roles';
export * from './endpoints/settings';
export * from './endpoints/statistics';
export * from './endpoints/status';
export * from './endpoints/support';
export * from './endpoints/support-contacts';
export * from './endpoints/transfers';
export * from './endpoints/two-factor';
export * from './endpoints/withdrawals';
export * from './endpoints/work-queue';
export * from './contract';
