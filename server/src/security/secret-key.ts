import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const KEY_BYTES = 32;

/** 32 bytes from 64 hex characters or base64 / base64url; null when it is neither. */
export function parseKey(value: string): Buffer | null {
  const text = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  const bytes = Buffer.from(text, 'base64');
  return bytes.length === KEY_BYTES ? bytes : null;
}

/**
 * The key kept in `file`, created (random, owner-only) on first use. Every instance of a
 * deployment needs the same key: set TWO_FA_KEY when there are several.
 */
export function loadOrCreateKeyFile(file: string): Buffer {
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      // 'wx': if another process won the race, keep its key.
      writeFileSync(file, randomBytes(KEY_BYTES).toString('hex'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    chmodSync(file, 0o600);
  }
  const key = parseKey(readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file} does not hold a 32-byte key`);
  return key;
}
