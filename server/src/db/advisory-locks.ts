/**
 * Every advisory lock of the server, in one place, so that no two features share a key by chance.
 * PostgreSQL keeps the single (bigint) keys apart from the (int, int) pairs, so 727_002 is both
 * the admin-access key and the jobs' namespace without a clash; the values are kept as they are,
 * since instances of two releases running side by side must take the same locks.
 */
export const ADVISORY_LOCKS = {
  /** Single key: migrations, one instance at a time. */
  migrations: 727_001,
  /** Single key: changes of admin users' roles and of roles (the last full admin stays). */
  adminAccess: 727_002,
  /** Namespace, with hashtext(job name): one run of a job at a time. */
  jobs: 727_002,
  /** Namespace, with the partner id: one career evaluation of a partner at a time. */
  careers: 727_003,
  /** Namespace, with hashtext(settings key): a key's saves one at a time (readers share it). */
  settings: 727_004,
  /**
   * Namespace, with hashtext(hash): the requests naming one chain hash (a payout's completion, a
   * deposit's claim or confirm), one at a time.
   */
  txHashes: 727_005,
} as const;
