import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { AVATAR_MAX_BYTES } from 'shared-api/contract';
import { partnerLogs, partners } from '../../../db/schema';
import { bearer, clientLogin, createPartner } from '../../../testing/fixtures';
import { untilWaitingForLocks } from '../../../testing/lock-waiters';
import { itOnPostgres } from '../../../testing/on-postgres';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
const MAX = 4096;
beforeAll(async () => {
  t = await createTestApp({ config: { avatarMaxBytes: MAX } });
});
afterAll(() => t?.close());

const uploadsDir = () => {
  if (t.config.storage.kind !== 'local') throw new Error('local storage expected');
  return path.join(t.config.storage.dir, 'avatars');
};
const storedFiles = () => {
  try {
    return readdirSync(uploadsDir());
  } catch {
    return [];
  }
};

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.alloc(4),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(32),
]);

function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = '----test-boundary-7MA4YWxkTrZu0gW';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(token: string, body: ReturnType<typeof multipart>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/client/profile/avatar',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  return {
    status: res.statusCode,
    body: res.json<{
      avatarUrl?: string;
      error?: { code: string; fields?: Record<string, string> };
    }>(),
  };
}

async function signedIn() {
  const partner = await createPartner(t.db);
  return { partner, token: await clientLogin(t.app, partner.login, 'partner-password-1') };
}

describe('POST /api/client/profile/avatar', () => {
  it('stores PNG, JPEG and WebP by content, serves them immutable, and replaces the old file', async () => {
    const { partner, token } = await signedIn();
    const first = await upload(token, multipart('avatar', 'me.png', 'image/png', PNG));
    expect(first.status).toBe(200);
    expect(first.body.avatarUrl).toMatch(/^\/api\/files\/avatars\/[0-9a-f]{32}\.png$/);

    const file = await t.app.inject({ url: first.body.avatarUrl ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });

    // The client's declared type is ignored: a JPEG sent as "image/png" is stored as .jpg.
    const second = await upload(token, multipart('avatar', 'x.png', 'image/png', JPEG));
    expect(second.body.avatarUrl).toMatch(/\.jpg$/);
    const third = await upload(token, multipart('avatar', 'x', 'application/octet-stream', WEBP));
    expect(third.body.avatarUrl).toMatch(/\.webp$/);
    // Old files were deleted after the commit: only the current one is left.
    expect((await t.app.inject({ url: first.body.avatarUrl ?? '' })).statusCode).toBe(404);
    expect(storedFiles()).toContain(path.basename(third.body.avatarUrl ?? ''));
    expect(storedFiles()).not.toContain(path.basename(first.body.avatarUrl ?? ''));

    const me = await t.app.inject({ url: '/api/client/me', headers: bearer(token) });
    expect(me.json<{ avatarUrl: string }>().avatarUrl).toBe(third.body.avatarUrl);
    const logs = await t.db.select().from(partnerLogs).where(eq(partnerLogs.partnerId, partner.id));
    expect(logs.map((l) => l.action)).toEqual([
      'avatar-updated',
      'avatar-updated',
      'avatar-updated',
    ]);
  });

  // Two uploads of one partner queued behind a change of the partner's row: each read the old
  // key and replaced it, so the first new file was referenced by nobody and never deleted.
  itOnPostgres('two concurrent uploads leave one file, the current avatar', async () => {
    const { partner, token } = await signedIn();
    const first = await upload(token, multipart('avatar', 'me.png', 'image/png', PNG));
    expect(first.status).toBe(200);
    const others = new Set(
      storedFiles().filter((f) => f !== path.basename(first.body.avatarUrl ?? '')),
    );
    let racing: Promise<Awaited<ReturnType<typeof upload>>[]> | undefined;
    await t.db.transaction(async (tx) => {
      await tx.select().from(partners).where(eq(partners.id, partner.id)).for('update');
      await tx.update(partners).set({ phone: '+10000000001' }).where(eq(partners.id, partner.id));
      racing = Promise.all([
        upload(token, multipart('avatar', 'a.png', 'image/png', PNG)),
        upload(token, multipart('avatar', 'b.jpg', 'image/jpeg', JPEG)),
      ]);
      await untilWaitingForLocks(t.db, 2);
    });
    const results = await racing;
    expect(results?.map((r) => r.status)).toEqual([200, 200]);
    const me = await t.app.inject({ url: '/api/client/me', headers: bearer(token) });
    const current = path.basename(me.json<{ avatarUrl: string }>().avatarUrl);
    expect(storedFiles().filter((f) => !others.has(f))).toEqual([current]);
  });

  it('refuses another type with 415 fileType and stores nothing', async () => {
    const { token } = await signedIn();
    const before = storedFiles().length;
    for (const bytes of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('GIF89a...'),
    ]) {
      const res = await upload(token, multipart('avatar', 'a.png', 'image/png', bytes));
      expect(res.status).toBe(415);
      expect(res.body.error).toMatchObject({
        code: 'UPLOAD_REJECTED',
        fields: { avatar: 'fileType' },
      });
    }
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/client/profile/avatar',
      headers: bearer(token),
      payload: { avatar: 'x' },
    });
    expect(notMultipart.statusCode).toBe(415);
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a multipart body cut short with 400 and stores nothing (was a 500)', async () => {
    const { token } = await signedIn();
    const before = storedFiles().length;
    const whole = multipart('avatar', 'a.png', 'image/png', PNG);
    const res = await upload(token, {
      ...whole,
      payload: whole.payload.subarray(0, whole.payload.length - 30),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { avatar: 'required' },
    });
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a second file after the avatar and stores neither (the first was stored)', async () => {
    const { partner, token } = await signedIn();
    const one = multipart('avatar', 'a.png', 'image/png', PNG);
    const two = multipart('avatar', 'b.png', 'image/png', PNG);
    // The first form without its closing boundary, then the whole second form (same boundary).
    const closing = `--${one.headers['content-type'].split('boundary=')[1]}--\r\n`;
    const payload = Buffer.concat([one.payload.subarray(0, -closing.length), two.payload]);
    const before = storedFiles();
    const res = await upload(token, { payload, headers: one.headers });
    expect([res.status, res.body.error?.fields]).toEqual([422, { avatar: 'required' }]);
    expect(storedFiles()).toEqual(before);
    const logs = await t.db.select().from(partnerLogs).where(eq(partnerLogs.partnerId, partner.id));
    expect(logs).toEqual([]);
  });

  it('refuses a file over the limit with 413 fileTooLarge and stores nothing', async () => {
    const { token } = await signedIn();
    const before = storedFiles().length;
    const big = Buffer.concat([PNG, Buffer.alloc(MAX)]);
    const res = await upload(token, multipart('avatar', 'big.png', 'image/png', big));
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({
      code: 'UPLOAD_REJECTED',
      fields: { avatar: 'fileTooLarge' },
    });
    const huge = await upload(
      token,
      multipart('avatar', 'huge.png', 'image/png', Buffer.alloc(MAX * 10)),
    );
    expect(huge.status).toBe(413);
    expect(storedFiles().length).toBe(before);
  });

  it('accepts a file of exactly the limit, and up to the default 2 MiB of the contract', async () => {
    const { token } = await signedIn();
    const exact = Buffer.concat([PNG, Buffer.alloc(MAX - PNG.length)]);
    expect((await upload(token, multipart('avatar', 'a.png', 'image/png', exact))).status).toBe(
      200,
    );
    const defaults = await t.variant();
    const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES - PNG.length)]);
    const body = multipart('avatar', 'big.png', 'image/png', big);
    const res = await defaults.inject({
      method: 'POST',
      url: '/api/client/profile/avatar',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
  });

  it('needs the avatar field and a partner token; unknown files are 404', async () => {
    const { token } = await signedIn();
    const wrongField = await upload(token, multipart('photo', 'a.png', 'image/png', PNG));
    expect(wrongField.status).toBe(422);
    expect(wrongField.body.error?.fields).toEqual({ avatar: 'required' });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/client/profile/avatar',
      ...multipart('avatar', 'a.png', 'image/png', PNG),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: `/api/files/avatars/${'0'.repeat(32)}.png` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/files/avatars/..%2F..%2Fetc%2Fpasswd' })).statusCode,
    ).toBe(404);
  });
});
