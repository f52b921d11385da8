import type { Clock } from '../clock';
import {
  assertStorageKey,
  contentTypeOfKey,
  type FileStorage,
  type StoredFile,
} from './file-storage';
import { EMPTY_PAYLOAD_HASH, sha256Hex, signV4 } from './sigv4';
import type { StorageConfig } from './storage-config';

export type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/** The part of `fetch` the adapter uses (tests pass a fake). */
export type S3Fetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: Uint8Array },
) => Promise<{
  status: number;
  ok: boolean;
  arrayBuffer(): Promise<ArrayBuffer>;
  text(): Promise<string>;
}>;

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, R2...), path-style, signed with SigV4.
 * Objects are served by the bucket's public URL (S3_PUBLIC_URL), not by the API.
 */
export class S3Storage implements FileStorage {
  constructor(
    private readonly config: S3Config,
    private readonly clock: Clock,
    private readonly fetchFn: S3Fetch = fetch,
  ) {}

  private async send(
    method: string,
    key: string,
    body?: { bytes: Buffer; contentType: string },
  ): Promise<Awaited<ReturnType<S3Fetch>>> {
    assertStorageKey(key);
    const url = new URL(`${this.config.endpoint}/${this.config.bucket}/${key}`);
    const headers = signV4(
      {
        method,
        url,
        headers: body
          ? { 'content-type': body.contentType, 'content-length': String(body.bytes.length) }
          : {},
        payloadHash: body ? sha256Hex(body.bytes) : EMPTY_PAYLOAD_HASH,
      },
      this.config,
      this.config.region,
      this.clock.now(),
    );
    // host and content-length are set by fetch itself; they are signed all the same.
    delete headers.host;
    delete headers['content-length'];
    return this.fetchFn(url.toString(), {
      method,
      headers,
      ...(body ? { body: new Uint8Array(body.bytes) } : {}),
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
