import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FixedClock } from '../../clock';
import type { FileStorage } from '../file-storage';
import { LocalStorage } from '../local-storage';
import { S3Storage, type S3Fetch } from '../s3-storage';
import { EMPTY_PAYLOAD_HASH, signV4 } from '../sigv4';

describe('signV4', () => {
  it('matches the AWS example "GET Object" signature', () => {
    // docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, example 1.
    const headers = signV4(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { range: 'bytes=0-9' },
        payloadHash: EMPTY_PAYLOAD_HASH,
      },
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      },
      'us-east-1',
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('S3Storage', () => {
  const config = {
    kind: 's3' as const,
    endpoint: 'https://s3.example.test',
    bucket: 'avatars-bucket',
    accessKeyId: 'AKID',
    secretAccessKey: 'SECRET',
    region: 'eu-west-1',
    publicUrl: 'https://cdn.example.test/avatars-bucket',
  };
  const key = `avatars/${'a'.repeat(32)}.png`;

  it('PUTs a signed, path-style request with the content type and the body hash', async () => {
    const calls: Parameters<S3Fetch>[] = [];
    const fetchFn: S3Fetch = async (...args) => {
      calls.push(args);
      return {
        status: 200,
        ok: true,
        arrayBuffer: async () => new ArrayBuffer(0),
        text: async () => '',
      };
    };
    const storage = new S3Storage(config, new FixedClock('2026-01-15T10:00:00Z'), fetchFn);
    await storage.put(key, Buffer.from('png bytes'), 'image/png');
    const [url, init] = calls[0] ?? [];
    expect(url).toBe(`https://s3.example.test/avatars-bucket/${key}`);
    expect(init?.method).toBe('PUT');
    expect(Buffer.from(init?.body ?? []).toString()).toBe('png bytes');
    expect(init?.headers).toMatchObject({
      'content-type': 'image/png',
      'x-amz-date': '20260115T100000Z',
      'x-amz-content-sha256': expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(init?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKID\/20260115\/eu-west-1\/s3\/aws4_request, SignedHeaders=content-length;content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(storage.urlOf(key)).toBe(`https://cdn.example.test/avatars-bucket/${key}`);
  });

  it('reads a missing object as null and refuses keys that are not storage keys', async () => {
    const fetchFn: S3Fetch = async () => ({
      status: 404,
      ok: false,
      arrayBuffer: async () => new ArrayBuffer(0),
      text: async () => 'NoSuchKey',
    });
    const storage = new S3Storage(config, new FixedClock(), fetchFn);
    await expect(storage.get(key)).resolves.toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.get('../etc/passwd')).rejects.toThrow('not a storage key');
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
