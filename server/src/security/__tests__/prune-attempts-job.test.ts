import { DAY, HOUR } from '../../clock';
import { loginAttempts } from '../../db/schema';
import { runJob } from '../../jobs/run-job';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { pruneAttemptsJob } from '../prune-attempts-job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

it('drops the attempts older than a day, of keys never counted again, and keeps the rest', async () => {
  const now = t.clock.now().getTime();
  const at = (msAgo: number) => new Date(now - msAgo);
  await t.db.insert(loginAttempts).values([
    { scope: 'client-login:account', key: 'unknown:sprayed-1', at: at(DAY + HOUR) },
    { scope: 'client-login:ip', key: '203.0.113.9', at: at(3 * DAY) },
    { scope: 'client-login:account', key: 'unknown:recent', at: at(HOUR) },
    { scope: 'registration-attempt-mail', key: 'partner:1', at: at(DAY - HOUR) },
  ]);
  const deps = { db: t.db, clock: t.clock, config: t.config };
  expect(await runJob(deps, pruneAttemptsJob, 'wait')).toBe(2);
  const left = await t.db.select({ key: loginAttempts.key }).from(loginAttempts);
  expect(left.map((r) => r.key).sort()).toEqual(['partner:1', 'unknown:recent']);
  expect(await runJob(deps, pruneAttemptsJob, 'wait')).toBe(0);
});
