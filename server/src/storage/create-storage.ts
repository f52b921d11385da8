import type { Clock } from '../clock';
import type { FileStorage } from './file-storage';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { StorageConfig } from './storage-config';

export function createStorage(config: StorageConfig, clock: Clock): FileStorage {
  return config.kind === 's3' ? new S3Storage(config, clock) : new LocalStorage(config.dir);
}
