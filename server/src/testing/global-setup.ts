import { ensurePgliteTemplate } from './pglite-template';

/** Jest global setup: build the PGlite template once, before the workers start. */
export default async function globalSetup(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) await ensurePgliteTemplate();
}
