import { HDKey } from '@scure/bip32';
import { MESSAGE_CODES, type MessageCode } from 'shared-api/contract';
import { apiAs, type Api } from '../../../testing/api';
import { bearer } from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { signedInAdmin } from '../../finance/testing/money-test-kit';
import { DEFAULT_CHAIN_SETTINGS, readChainSettings, writeChainSettings } from '../chain-settings';

const XPUB = HDKey.fromMasterSeed(new Uint8Array(64).fill(7)).derive(
  "m/44'/195'/0'",
).publicExtendedKey;
const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const URL_OK = 'https://api.trongrid.io';
const STORED = { xpub: XPUB, apiUrl: 'https://api.trongrid.io', apiKey: 'stored-secret-key' };

let t: TestApp;
let token: string;
let admin: Api;
beforeAll(async () => {
  t = await createTestApp();
  // update-transactions edits the settings but only sees whether a key is set (apiKeySet).
  ({ token } = await signedInAdmin(t, ['view-transactions', 'update-transactions']));
  admin = apiAs(t.app, token);
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.transaction((tx) =>
    writeChainSettings(tx, { ...DEFAULT_CHAIN_SETTINGS, ...STORED }, null, t.clock.now()),
  );
});

const put = (payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/chain',
    headers: bearer(token),
    payload: {
      xpub: XPUB,
      confirmations: DEFAULT_CHAIN_SETTINGS.confirmations,
      usdtContract: DEFAULT_CHAIN_SETTINGS.usdtContract,
      ...payload,
    },
  });

describe('PUT /api/admin/settings/chain keeps the stored API key for its own API', () => {
  it('refuses a new API origin without the key: the stored one never goes to it', async () => {
    const res = await put({ apiUrl: 'http://collector.example:9998' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { fields: { apiKey: 'required' } } });
    expect(await readChainSettings(t.db)).toMatchObject(STORED);
  });

  it('takes a new origin with a key given (or removed), and the same origin without one', async () => {
    expect((await put({ apiUrl: 'https://api.trongrid.io/v1-mirror' })).statusCode).toBe(200);
    expect((await readChainSettings(t.db)).apiKey).toBe(STORED.apiKey);
    expect((await put({ apiUrl: 'https://nile.trongrid.io', apiKey: 'nile-key' })).statusCode).toBe(
      200,
    );
    expect(await readChainSettings(t.db)).toMatchObject({
      apiUrl: 'https://nile.trongrid.io',
      apiKey: 'nile-key',
    });
    expect((await put({ apiUrl: 'https://other.example', apiKey: '' })).statusCode).toBe(200);
    expect((await readChainSettings(t.db)).apiKey).toBe('');
  });
});

const settings = (change: object) => ({
  xpub: XPUB,
  apiUrl: URL_OK,
  confirmations: 19,
  usdtContract: USDT,
  apiKey: 'a1b2c3d4-key',
  ...change,
});

describe('PUT /api/admin/settings/chain refuses what the watcher cannot use', () => {
  it('stores settings the watcher can use', async () => {
    const res = await admin.put('/api/admin/settings/chain', settings({}));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ apiUrl: URL_OK, apiKeySet: true });
  });

  it('refuses a URL or an API key the watcher could never send, and stores nothing', async () => {
    expect((await admin.put('/api/admin/settings/chain', settings({}))).status).toBe(200);
    const before = await readChainSettings(t.db);
    // Each refusal is a message code the UI translates beside its field (contract fields.ts).
    const cases: [object, string, MessageCode][] = [
      [{ apiUrl: 'http://a b' }, 'apiUrl', 'invalidUrl'],
      [{ apiUrl: 'http://[::1' }, 'apiUrl', 'invalidUrl'],
      [{ apiUrl: 'ftp://api.trongrid.io' }, 'apiUrl', 'invalidUrl'],
      [{ apiKey: 'ключ-api' }, 'apiKey', 'invalidCharacters'],
      [{ apiKey: 'key with spaces' }, 'apiKey', 'invalidCharacters'],
      [{ xpub: 'xpub-not-a-key' }, 'xpub', 'invalidXpub'],
      [{ usdtContract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' }, 'usdtContract', 'invalidWallet'],
    ];
    for (const [change, field, code] of cases) {
      const res = await admin.put('/api/admin/settings/chain', settings(change));
      expect([JSON.stringify(change), res.status]).toEqual([JSON.stringify(change), 422]);
      expect(res.body.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { [field]: code },
      });
      expect(MESSAGE_CODES).toContain(code);
    }
    expect(await readChainSettings(t.db)).toEqual(before);
  });
});
