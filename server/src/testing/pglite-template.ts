import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate, MIGRATIONS_FOLDER } from '../db/migrate';
import * as schema from '../db/schema';

/**
 * A fresh PGlite costs seconds (initdb); loading a dump of an already migrated one costs well
 * under one. The dump lives in the temp folder, named after the migrations it contains.
 */
export function pgliteTemplatePath(): string {
  const hash = createHash('sha256');
  const files = readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(full));
  }
  return path.join(os.tmpdir(), `server-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Creates the template when missing (written aside, then renamed: readers never see half a file). */
export async function ensurePgliteTemplate(): Promise<string> {
  const target = pgliteTemplatePath();
  if (existsSync(target)) return target;
  const client = new PGlite();
  try {
    await migrate(drizzle({ client, schema }));
    const dump = await client.dumpDataDir('none');
    const partial = `${target}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, target);
  } finally {
    await client.close();
  }
  return target;
}

/** The template as PGlite's `loadDataDir` wants it. */
export async function loadPgliteTemplate(): Promise<Blob> {
  return new Blob([readFileSync(await ensurePgliteTemplate())]);
}
