import { HDKey } from '@scure/bip32';
import { bearer } from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { signedInAdmin } from '../../finance/testing/money-test-kit';
import { DEFAULT_CHAIN_SETTINGS, readChainSettings, writeChainSettings } from '../chain-settings';

const XPUB = HDKey.fromMasterSeed(new Uint8Array(64).fill(7)).derive(
  "m/44'/195'/0'",
).publicExtendedKey;
const STORED = { xpub: XPUB, apiUrl: 'https://api.trongrid.io', apiKey: 'stored-secret-key' };

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  // update-transactions edits the settings but only sees whether a key is set (apiKeySet).
  ({ token } = await signedInAdmin(t, ['view-transactions', 'update-transactions']));
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
