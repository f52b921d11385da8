import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertStorageKey,
  contentTypeOfKey,
  type FileStorage,
  type StoredFile,
} from './file-storage';

/**
 * Files in a local folder (the default), served back by GET /api/files/avatars/:key. The content
 * type follows from the key's extension, which the app picked from the checked content.
 */
export class LocalStorage implements FileStorage {
  constructor(private readonly dir: string) {}

  private pathOf(key: string): string {
    assertStorageKey(key); // never a path outside `dir`
    return path.join(this.dir, key);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside, then renamed: a reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      return { bytes: await readFile(this.pathOf(key)), contentType: contentTypeOfKey(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  urlOf(key: string): string {
    // Same origin as the UI (the web front proxies /api), so a relative URL works everywhere.
    return `/api/files/${key}`;
  }
}
