import type { FileStorage } from './file-storage';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { StorageConfig } from './storage-config';

export function createStorage(config: StorageConfig): FileStorage {
  return config.kind === 's3' ? new S3Storage(config) : new LocalStorage(config.dir);
}
