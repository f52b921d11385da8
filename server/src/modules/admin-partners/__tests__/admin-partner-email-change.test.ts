import { eq } from 'drizzle-orm';
import type { AdminPartnerDetail } from 'shared-api/contract';
import { outbox, partners } from '../../../db/schema';
import { apiAs } from '../../../testing/api';
import { createPartner, latestMail, tokenOfLink, unique } from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { signedInAdmin } from '../../finance/testing/money-test-kit';
import { DEFAULT_SUPPORT_CONTACTS, writeSupportContacts } from '../../settings/support-contacts';

let t: TestApp;
let admin: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, ['view-partners', 'update-partners']);
});
afterAll(() => t?.close());

const api = () => apiAs(t.app, admin.token);

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const setPassword = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/set-password', payload: { token, password } });
const mailsTo = (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to));

describe('PUT /api/admin/partners/:id changing the email', () => {
  it('tells the old address (masked new one, no link) and voids the links mailed before', async () => {
    const partner = await createPartner(t.db);
    await t.db.update(partners).set({ language: 'de' }).where(eq(partners.id, partner.id));
    await forgot(partner.email);
    const earlier = tokenOfLink((await latestMail(t.db, partner.email))?.link ?? null);

    const detail = (await api().get<AdminPartnerDetail>(`/api/admin/partners/${partner.id}`)).body;
    const newEmail = `${unique('moved')}@elsewhere.example`;
    const res = await api().put<AdminPartnerDetail>(`/api/admin/partners/${partner.id}`, {
      ...detail,
      email: newEmail,
    });
    expect([res.status, res.body.email]).toEqual([200, newEmail]);

    const notice = await latestMail(t.db, partner.email);
    expect(notice).toMatchObject({
      subject: 'Ihre Anmelde-E-Mail-Adresse wurde geändert',
      link: null,
    });
    expect(notice?.text).toContain('m***@e***.example');
    expect(notice?.text).toContain('Support');
    for (const body of [notice?.text ?? '', notice?.html ?? '']) {
      expect(body).not.toContain(newEmail);
      expect(body).not.toMatch(/https?:|href=/);
    }
    expect(await latestMail(t.db, newEmail)).toBeNull();

    // The reset link mailed to the old address before the change no longer sets a password.
    const stale = await setPassword(earlier, 'taken-over-pass-1');
    expect([stale.statusCode, stale.json<{ error: { code: string } }>().error.code]).toEqual([
      422,
      'LINK_INVALID',
    ]);
    // A link asked for at the new address works.
    await forgot(newEmail);
    const fresh = tokenOfLink((await latestMail(t.db, newEmail))?.link ?? null);
    expect((await setPassword(fresh, 'a-fresh-password-1')).statusCode).toBe(200);
  });

  it('names the support contacts set at the time, escaped, and none once they are cleared', async () => {
    const changeEmail = async (partnerId: number) => {
      const detail = (await api().get<AdminPartnerDetail>(`/api/admin/partners/${partnerId}`)).body;
      const res = await api().put(`/api/admin/partners/${partnerId}`, {
        ...detail,
        email: `${unique('moved')}@elsewhere.example`,
      });
      expect(res.status).toBe(200);
    };
    const contacts = {
      email: 'help@desk.example',
      telegram: '@desk_help',
      phone: '+49 30 1234567',
      hours: 'Mo–Fr 9–18 <UTC>',
    };
    await writeSupportContacts(t.db, contacts, admin.id, t.clock.now());
    const partner = await createPartner(t.db);
    await t.db.update(partners).set({ language: 'en' }).where(eq(partners.id, partner.id));
    try {
      await changeEmail(partner.id);
    } finally {
      await writeSupportContacts(t.db, DEFAULT_SUPPORT_CONTACTS, admin.id, t.clock.now());
    }
    const notice = await latestMail(t.db, partner.email);
    expect(notice?.text).toContain(
      'contact support:\nEmail: help@desk.example\nTelegram: @desk_help\nPhone: +49 30 1234567\nHours: Mo–Fr 9–18 <UTC>',
    );
    expect(notice?.html).toContain('Hours: Mo–Fr 9–18 &lt;UTC&gt;');
    expect(notice?.html).not.toMatch(/https?:|href=|mailto:|tel:/);

    const other = await createPartner(t.db);
    await t.db.update(partners).set({ language: 'en' }).where(eq(partners.id, other.id));
    await changeEmail(other.id);
    const plain = await latestMail(t.db, other.email);
    expect(plain?.text).not.toContain('help@desk.example');
    expect(plain?.text).toContain('write to support in the Support section of your cabinet');
  });

  it('mails nothing and keeps the links when the email stays (in another case too)', async () => {
    const partner = await createPartner(t.db);
    await forgot(partner.email);
    const link = tokenOfLink((await latestMail(t.db, partner.email))?.link ?? null);
    const detail = (await api().get<AdminPartnerDetail>(`/api/admin/partners/${partner.id}`)).body;
    const res = await api().put(`/api/admin/partners/${partner.id}`, {
      ...detail,
      email: partner.email.toUpperCase(),
      firstName: 'Renamed',
    });
    expect(res.status).toBe(200);
    expect(await mailsTo(partner.email)).toHaveLength(1);
    expect((await setPassword(link, 'still-valid-pass-1')).statusCode).toBe(200);
  });

  it('a forgot-password racing the change mails no link that outlives it to the old address', async () => {
    const partner = await createPartner(t.db);
    const detail = (await api().get<AdminPartnerDetail>(`/api/admin/partners/${partner.id}`)).body;
    const newEmail = `${unique('raced')}@elsewhere.example`;
    // The change commits after forgot-password found the partner by the old address and before
    // its transaction creates the link (forced here: the interleaving real requests can hit).
    const transaction = t.db.transaction.bind(t.db);
    let raced = false;
    jest.spyOn(t.db, 'transaction').mockImplementation(async (...args: unknown[]) => {
      if (!raced) {
        raced = true;
        const res = await api().put(`/api/admin/partners/${partner.id}`, {
          ...detail,
          email: newEmail,
        });
        expect(res.status).toBe(200);
      }
      return (transaction as (...a: unknown[]) => Promise<unknown>)(...args);
    });
    try {
      const res = await forgot(partner.email);
      expect(res.statusCode).toBe(200);
    } finally {
      jest.restoreAllMocks();
    }
    expect(raced).toBe(true);
    const mailed = await latestMail(t.db, partner.email);
    // The old mailbox got the notice, and no link that still sets a password.
    if (mailed?.link) {
      const taken = await setPassword(tokenOfLink(mailed.link), 'taken-over-pass-2');
      expect(taken.statusCode).toBe(422);
    }
    expect(mailed).toMatchObject({ link: null });
  });
});
