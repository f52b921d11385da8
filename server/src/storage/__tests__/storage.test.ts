import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createStorage } from '../create-storage';
import type { FileStorage } from '../file-storage';
import { LocalStorage } from '../local-storage';
import type { S3Config } from '../s3-storage';

// A real S3-compatible server over HTTP. s3rver knows one account, S3RVER; it checks the signed
// access key id but, by its own docs, not the V4 signature itself.
describe('S3Storage against s3rver', () => {
  const bucket = 'avatars-bucket';
  let server: S3rver;
  let config: S3Config;

  beforeAll(async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: mkdtempSync(path.join(os.tmpdir(), 's3rver-')),
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    config = {
      kind: 's3',
      endpoint,
      bucket,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      region: 'us-east-1',
      publicUrl: `${endpoint}/${bucket}`,
    };
  });
  afterAll(() => server.close());

  const key = `avatars/${'a'.repeat(32)}.png`;

  it('uploads an avatar, reads it back, serves it at its public URL, and deletes it', async () => {
    const storage = createStorage(config);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    await storage.put(key, png, 'image/png');

    expect(await storage.get(key)).toEqual({ bytes: png, contentType: 'image/png' });
    const served = await fetch(storage.urlOf(key));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);

    await storage.delete(key);
    await expect(storage.get(key)).resolves.toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('fails on unknown credentials instead of storing, and refuses keys that are not storage keys', async () => {
    const stranger = createStorage({ ...config, accessKeyId: 'NOT-AN-ACCOUNT' });
    await expect(stranger.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(
      /S3 PUT .*: 403 .*InvalidAccessKeyId/s,
    );
    await expect(createStorage(config).get(key)).resolves.toBeNull();
    await expect(createStorage(config).get('../etc/passwd')).rejects.toThrow('not a storage key');
  });
});

describe('LocalStorage', () => {
  it('puts, gets, deletes, and stays inside its folder', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
    const storage: FileStorage = new LocalStorage(dir);
    const key = `avatars/${'b'.repeat(32)}.webp`;
    await storage.put(key, Buffer.from('webp'), 'image/webp');
    expect(readdirSync(path.join(dir, 'avatars'))).toEqual([`${'b'.repeat(32)}.webp`]);
    expect(await storage.get(key)).toEqual({
      bytes: Buffer.from('webp'),
      contentType: 'image/webp',
    });
    expect(storage.urlOf(key)).toBe(`/api/files/${key}`);
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.put('../x.png', Buffer.from(''), 'image/png')).rejects.toThrow();
  });
});
