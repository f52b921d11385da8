import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

export type ThrowawayDatabase = { url: string; drop(): Promise<void> };

/**
 * A new, empty PostgreSQL database beside the one of `baseUrl` (several server processes share
 * it, so a schema picked by search_path, as openTestDb does, is not enough). `drop` ends every
 * session still connected, a killed instance's included.
 */
export async function createThrowawayDatabase(baseUrl: string): Promise<ThrowawayDatabase> {
  const name = `t2_${randomBytes(6).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
