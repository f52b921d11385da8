import { MASKED, type Permission } from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import { adminUsers, outbox } from '../../../db/schema';
import { maskEmail } from '../../../mail/mask-email';
import { apiAs, type Api } from '../../../testing/api';
import { createAdmin, createPartner, unique } from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { signedInAdmin } from '../../finance/testing/money-test-kit';

/**
 * The outbox permission opens the outbox, not the people its mails go to: readers of the same
 * mails with view-client-logs only, with view-partners too, and with view-users too.
 */
type Mail = { id: number; to: string; subject: string; text: string; html: string; link: string };
type Page = { items: Mail[]; total: number };

let t: TestApp;
let outboxOnly: Api;
let withPartners: Api;
let withUsers: Api;
let withBoth: Api;
/** The set-password mail of a signup: the partner's current address, their first name. */
const signup = { email: `${unique('eve')}@example.com`, firstName: 'Evangeline' };
/** The email-change mail: to the old address, which is no one's now; the new one, masked, inside. */
const change = { oldEmail: '', newEmail: `${unique('moved')}@example.com`, firstName: 'Zelda' };
let adminAddress = '';

const reader = async (permissions: Permission[]) =>
  apiAs(t.app, (await signedInAdmin(t, ['view-client-logs', ...permissions])).token);
const list = async (api: Api, query = '') => {
  const res = await api.get<Page>(`/api/admin/outbox${query}`);
  expect(res.status).toBe(200);
  return res.body;
};
const mailTo = (page: Page, to: string) => page.items.find((m) => m.to === to);

beforeAll(async () => {
  t = await createTestApp();
  const sponsor = await createPartner(t.db);
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      firstName: signup.firstName,
      lastName: 'Adams',
      email: signup.email,
      login: unique('eve'),
      phone: '+44 20 7946 0958',
      partnerCode: sponsor.partnerCode,
      language: 'en',
    },
  });
  expect(registered.statusCode).toBe(201);

  const moved = await createPartner(t.db);
  change.oldEmail = moved.email;
  const editor = await reader(['view-partners', 'update-partners']);
  const edited = await editor.put(`/api/admin/partners/${moved.id}`, {
    firstName: change.firstName,
    lastName: 'Partner',
    phone: moved.phone,
    email: change.newEmail,
    login: moved.login,
  });
  expect(edited.status).toBe(200);

  // No mail goes to an admin user today; one that did would be theirs (view-users).
  const staff = await createAdmin(t.db, { permissions: [] });
  const [account] = await t.db
    .select({ email: adminUsers.email, name: adminUsers.name })
    .from(adminUsers)
    .where(eq(adminUsers.id, staff.id));
  adminAddress = account?.email ?? '';
  await t.db.insert(outbox).values({
    to: adminAddress,
    subject: 'Staff notice',
    text: `Hello, ${account?.name ?? ''}!`,
    html: `<p>Hello, ${account?.name ?? ''}!</p>`,
    link: null,
    createdAt: t.clock.now(),
  });

  outboxOnly = await reader([]);
  withPartners = await reader(['view-partners']);
  withUsers = await reader(['view-users']);
  withBoth = await reader(['view-partners', 'view-users']);
});
afterAll(() => t?.close());

describe('GET /api/admin/outbox masks what the reader may not see', () => {
  it('a partner mail: recipient and body masked without view-partners, clear with it', async () => {
    const clear = mailTo(await list(withPartners), signup.email);
    expect(clear?.text).toContain(`Hello, ${signup.firstName}!`);
    expect(clear?.html).toContain(`Hello, ${signup.firstName}!`);

    const masked = (await list(outboxOnly)).items.find((m) => m.id === clear?.id);
    expect(masked).toMatchObject({ to: MASKED, text: MASKED, html: MASKED });
    // Which mail went and when still shows: the template's subject, the link without its secret.
    expect(masked?.subject).toBe('Set your password');
    expect(masked?.link).toMatch(/\/set-password\?token=••••••$/);
    // Secrets stay masked for the clear reader too.
    expect(clear?.link).toBe(masked?.link);
    expect(clear?.text).toContain('/set-password?token=••••••');
  });

  it('a mail to an address that is no one’s now (the old one of an email change)', async () => {
    const clear = mailTo(await list(withPartners), change.oldEmail);
    expect(clear?.text).toContain(`Hello, ${change.firstName}!`);
    expect(clear?.text).toContain(maskEmail(change.newEmail));

    const masked = (await list(outboxOnly)).items.find((m) => m.id === clear?.id);
    expect(masked).toMatchObject({ to: MASKED, text: MASKED, html: MASKED, link: null });
    expect(masked?.subject).toBe('Your sign-in email was changed');
  });

  it('leaks no partner data anywhere in the masked reader’s page', async () => {
    const { body } = await outboxOnly.get<Page>('/api/admin/outbox?pageSize=100');
    const text = JSON.stringify(body);
    for (const secret of [
      signup.email,
      signup.firstName,
      change.oldEmail,
      change.firstName,
      maskEmail(change.newEmail),
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('a mail to an admin user’s address needs view-users besides view-partners', async () => {
    expect(mailTo(await list(withBoth), adminAddress)?.text).toMatch(/^Hello, Admin /);
    for (const api of [withPartners, withUsers]) {
      const notice = (await list(api)).items.find((m) => m.subject === 'Staff notice');
      expect(notice).toMatchObject({ to: MASKED, text: MASKED, html: MASKED });
    }
    // view-users alone opens no partner's mail.
    expect(mailTo(await list(withUsers), signup.email)).toBeUndefined();
  });

  it('an old partner address an admin user holds now does not open the partner’s mails to view-users', async () => {
    // An admin with update-users gives a staff account the address a partner moved away from (or
    // a staff member's account already holds their former partner address): the mails there are
    // still the partner's (no mail goes to an admin user today), name and new address inside.
    const [staff] = await t.db
      .select({ id: adminUsers.id, email: adminUsers.email })
      .from(adminUsers)
      .where(eq(adminUsers.email, adminAddress));
    await t.db
      .update(adminUsers)
      .set({ email: change.oldEmail })
      .where(eq(adminUsers.id, staff!.id));
    try {
      const page = await list(withUsers, '?pageSize=100');
      expect(mailTo(page, change.oldEmail)).toBeUndefined();
      const text = JSON.stringify(page);
      expect(text).not.toContain(change.firstName);
      expect(text).not.toContain(maskEmail(change.newEmail));
      expect((await list(withUsers, `?search=${encodeURIComponent(change.oldEmail)}`)).total).toBe(
        0,
      );
    } finally {
      await t.db
        .update(adminUsers)
        .set({ email: adminAddress })
        .where(eq(adminUsers.id, staff!.id));
    }
  });

  it('searches an address only where the reader sees it', async () => {
    const q = `?search=${encodeURIComponent(signup.email)}`;
    expect((await list(withPartners, q)).total).toBe(1);
    expect((await list(outboxOnly, q)).total).toBe(0);
    expect((await list(outboxOnly, '?search=Set%20your%20password')).total).toBe(1);
  });

  it('sorts by address only where the reader sees it: masked mails keep the newest first', async () => {
    const ids = (page: Page) => page.items.map((m) => m.id);
    const newestFirst = ids(await list(outboxOnly));
    expect(ids(await list(outboxOnly, '?sort=to:asc'))).toEqual(newestFirst);
    expect(ids(await list(outboxOnly, '?sort=to:desc'))).toEqual(newestFirst);
    const byAddress = (await list(withPartners, '?sort=to:asc')).items.map((m) => m.to);
    expect(byAddress.filter((to) => to !== MASKED)).toEqual(
      byAddress.filter((to) => to !== MASKED).sort(),
    );
  });
});
