import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import {
  assertStorageKey,
  contentTypeOfKey,
  type FileStorage,
  type StoredFile,
} from './file-storage';
import type { StorageConfig } from './storage-config';

export type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, R2...), path-style, signed with SigV4 by
 * aws4fetch (which also sends a session token for temporary IAM credentials). Signed at wall-clock
 * time, never the app's movable clock: the bucket refuses a skewed signature.
 * Objects are served by the bucket's public URL (S3_PUBLIC_URL), not by the API.
 */
export class S3Storage implements FileStorage {
  private readonly client: AwsClient;

  constructor(private readonly config: S3Config) {
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      ...(config.sessionToken ? { sessionToken: config.sessionToken } : {}),
      region: config.region,
      service: 's3',
      // aws4fetch retries 5xx answers; a few tries keep an upload from hanging on a down bucket.
      retries: 2,
    });
  }

  private send(
    method: string,
    key: string,
    body?: { bytes: Buffer; contentType: string },
  ): Promise<Response> {
    assertStorageKey(key);
    const url = `${this.config.endpoint}/${this.config.bucket}/${key}`;
    if (!body) return this.client.fetch(url, { method });
    return this.client.fetch(url, {
      method,
      // The body's hash is signed too (aws4fetch's default for S3 is UNSIGNED-PAYLOAD).
      headers: {
        'content-type': body.contentType,
        'x-amz-content-sha256': createHash('sha256').update(body.bytes).digest('hex'),
      },
      body: new Uint8Array(body.bytes),
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const res = await this.send('PUT', key, { bytes, contentType });
    if (!res.ok) throw new Error(`S3 PUT ${key}: ${res.status} ${await res.text()}`);
  }

  async get(key: string): Promise<StoredFile | null> {
    const res = await this.send('GET', key);
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`S3 GET ${key}: ${res.status}`);
    return { bytes: Buffer.from(await res.arrayBuffer()), contentType: contentTypeOfKey(key) };
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', key);
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key}: ${res.status}`);
  }

  urlOf(key: string): string {
    return `${this.config.publicUrl}/${key}`;
  }
}
