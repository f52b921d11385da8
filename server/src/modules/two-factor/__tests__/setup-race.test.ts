import { apiAs } from '../../../testing/api';
import { itOnPostgres } from '../../../testing/on-postgres';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { signedInAdmin, signedInPartner } from '../../finance/testing/money-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

// A double click on "set up 2FA" (or two tabs): the first setup of an account, twice at once.
itOnPostgres('two first setups at once both answer, neither a 500', async () => {
  for (let round = 0; round < 5; round += 1) {
    const partner = apiAs(t.app, (await signedInPartner(t)).token);
    const admin = apiAs(t.app, (await signedInAdmin(t, ['2fa_manage'])).token);
    const statuses = (
      await Promise.all([
        partner.post('/api/client/security/two-fa/setup', {}, null),
        partner.post('/api/client/security/two-fa/setup', {}, null),
        admin.post('/api/admin/settings/two-fa/setup', {}, null),
        admin.post('/api/admin/settings/two-fa/setup', {}, null),
      ])
    ).map((r) => r.status);
    expect(statuses).toEqual([200, 200, 200, 200]);
  }
});
