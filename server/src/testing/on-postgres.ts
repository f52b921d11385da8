/**
 * The tests that need a real PostgreSQL server (two processes, truly interleaved transactions,
 * advisory locks held across connections): skipped on embedded PGlite during local runs, never in
 * CI, where a missing TEST_DATABASE_URL fails the file instead of hiding it.
 */
const url = process.env.TEST_DATABASE_URL;

if (!url && process.env.CI === 'true') {
  throw new Error(
    'CI=true but TEST_DATABASE_URL is unset: the PostgreSQL tests cannot run (.ci/run starts one)',
  );
}

export const describeOnPostgres = url ? describe : describe.skip;
export const itOnPostgres = url ? it : it.skip;
