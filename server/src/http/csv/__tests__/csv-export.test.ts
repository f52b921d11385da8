import { eq } from 'drizzle-orm';
import { units, type Permission } from 'shared-api/contract';
import { adminLogs, deposits, partners } from '../../../db/schema';
import { issueToken } from '../../../security/tokens';
import { bearer, createAdmin, createPartner, unique } from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { cellText, csvLine, money, quoteField } from '../csv-cell';
import { UTF8_BOM, exportFileName } from '../csv-stream';

describe('CSV cells', () => {
  it('quotes per RFC 4180 and ends records with CRLF', () => {
    expect(quoteField('plain')).toBe('plain');
    expect(quoteField('a,b')).toBe('"a,b"');
    expect(quoteField('say "hi"')).toBe('"say ""hi"""');
    expect(quoteField('two\nlines')).toBe('"two\nlines"');
    expect(csvLine(['Иван', 1, true, null, undefined, 'x,y'])).toBe('Иван,1,true,,,"x,y"\r\n');
  });

  it('puts an apostrophe before text a spreadsheet would run as a formula', () => {
    for (const v of ['=1+1', '+1', '-cmd', '@SUM(A1)', '\tx', '=HYPERLINK("x")'])
      expect(cellText(v)).toBe(`'${v}`);
    expect(csvLine(['=HYPERLINK("http://x")'])).toBe(`"'=HYPERLINK(""http://x"")"\r\n`);
    // A plain signed number is data, not a formula.
    expect(cellText('-100.5')).toBe('-100.5');
    expect(cellText('a=b')).toBe('a=b');
  });

  it('puts an apostrophe after a line break where the next line would start a formula', () => {
    expect(cellText('x\n=HYPERLINK("http://evil")')).toBe(`x\n'=HYPERLINK("http://evil")`);
    expect(cellText('x\r\n @SUM(1)')).toBe("x\r\n' @SUM(1)");
    expect(cellText('x\r+1\n"-2')).toBe(`x\r'+1\n'"-2`);
    expect(cellText('\r@SUM(1)')).toBe("'\r'@SUM(1)");
    expect(cellText('\n=1+1')).toBe("'\n'=1+1");
    expect(cellText('\n \n=1')).toBe("'\n \n'=1");
    // A line that starts no formula is left as written.
    expect(cellText('first\nsecond = third\n 5')).toBe('first\nsecond = third\n 5');
    expect(csvLine(['a\n=cmd'])).toBe(`"a\n'=cmd"\r\n`);
    // What a spreadsheet after the break reads, as its own row, is never a formula.
    for (const v of ['ok\n=1', 'ok\r\n\t-cmd', 'ok\r"@x', 'a;b\n+c']) {
      const lines = cellText(v)
        .split(/\r\n?|\n/)
        .slice(1);
      expect([v, lines.filter((l) => /^[\s"]*[=+\-@]/.test(l))]).toEqual([v, []]);
    }
  });

  it('keeps numbers and money numbers, negative ones included', () => {
    expect(csvLine([-5, money('-1500000'), money(units(100)), '-100.5'])).toBe(
      '-5,-1.5,100,-100.5\r\n',
    );
  });

  it('writes money as decimal text, dates as ISO, and dates the file name', () => {
    expect(money(units(100))).toBe('100');
    expect(money('-1500000')).toBe('-1.5');
    expect(money(null)).toBeNull();
    expect(cellText(new Date('2026-03-01T12:00:00Z'))).toBe('2026-03-01T12:00:00.000Z');
    expect(exportFileName('deposits', new Date('2026-03-01T23:59:00Z'))).toBe(
      'deposits-2026-03-01.csv',
    );
    expect(UTF8_BOM).toBe('\uFEFF');
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-03-01T12:00:00Z');
});
afterAll(() => t?.close());

async function tokenWith(permissions: readonly Permission[]) {
  const admin = await createAdmin(t.db, { permissions });
  const { token } = await issueToken(t.db, {
    kind: 'admin',
    subjectId: admin.id,
    now: t.clock.now(),
    ttlMs: 3_600_000,
  });
  return { id: admin.id, token };
}

async function exportOf(url: string, token: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  return { res, rows: res.body.replace(UTF8_BOM, '').split('\r\n').filter(Boolean) };
}

describe('GET /api/admin/deposits/export', () => {
  it('answers the filtered deposits as a dated CSV download, behind view-transactions', async () => {
    const partner = await createPartner(t.db, { login: unique('dep') });
    const at = t.clock.now();
    const base = {
      partnerId: partner.id,
      fee: 2_000_000n,
      gtcPerUsdtPpm: 1_000_000,
      credit: 98_000_000n,
      walletAddress: 'TWallet',
      network: 'TRC20',
      processingMinMinutes: 5,
      processingMaxMinutes: 30,
      createdAt: at,
      expiresAt: at,
    };
    const inserted: (typeof deposits.$inferInsert)[] = [
      { ...base, amount: 100_000_000n, status: 'pending', txHash: 'a'.repeat(64) },
      { ...base, amount: 100_500_000n, status: 'completed', txHash: 'b'.repeat(64) },
      { ...base, amount: 7_000_000n, status: 'rejected' as const },
    ];
    await t.db.insert(deposits).values(inserted);
    const viewer = await tokenWith(['view-transactions']);

    const { res, rows } = await exportOf(
      `/api/admin/deposits/export?partnerId=${partner.id}&status=completed`,
      viewer.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="deposits-2026-03-01.csv"',
    );
    expect(res.body.startsWith(UTF8_BOM)).toBe(true);
    expect(rows[0]).toBe(
      'ID,Created at,Partner,Amount (USDT),Fee (USDT),Credit (GTC),Tx hash,Status',
    );
    expect(rows.slice(1)).toEqual([
      expect.stringMatching(
        new RegExp(`^\\d+,2026-03-01T12:00:00.000Z,${partner.login},100.5,2,98,b{64},completed$`),
      ),
    ]);
    // Without the filter, all three of the partner's deposits.
    expect(
      (await exportOf(`/api/admin/deposits/export?partnerId=${partner.id}`, viewer.token)).rows,
    ).toHaveLength(4);

    const other = await tokenWith(['view-users']);
    expect((await exportOf('/api/admin/deposits/export', other.token)).res.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/deposits/export' });
    expect(anonymous.statusCode).toBe(401);
    // The list's own schema: a bad filter is refused as the list refuses it.
    expect(
      (await exportOf('/api/admin/deposits/export?status=nope', viewer.token)).res.statusCode,
    ).toBe(422);
  });
});

describe('GET /api/admin/partners/export', () => {
  it('applies the list search, guards formula-like names and needs view-partners', async () => {
    const tag = unique('exp');
    const first = await createPartner(t.db, { login: `${tag}a` });
    await createPartner(t.db, { login: `${tag}b`, active: false });
    await createPartner(t.db, { login: unique('other') });
    await t.db
      .update(partners)
      .set({ firstName: '=HYPERLINK("http://evil")', lastName: 'Петров, мл.' })
      .where(eq(partners.id, first.id));
    const viewer = await tokenWith(['view-partners']);

    const all = await exportOf(`/api/admin/partners/export?search=${tag}`, viewer.token);
    expect(all.res.statusCode).toBe(200);
    expect(all.rows).toHaveLength(3);
    expect(all.rows[1]).toContain(`${tag}a,"'=HYPERLINK(""http://evil"")","Петров, мл."`);

    const active = await exportOf(
      `/api/admin/partners/export?search=${tag}&active=true`,
      viewer.token,
    );
    expect(active.rows.slice(1).map((r) => r.split(',')[1])).toEqual([`${tag}a`]);

    const other = await tokenWith(['view-transactions']);
    expect((await exportOf('/api/admin/partners/export', other.token)).res.statusCode).toBe(403);
  });
});

describe('GET /api/admin/admin-logs/export', () => {
  it('streams a 3 000-row filtered log completely, in the list order', async () => {
    const actor = await tokenWith(['view-users']);
    const start = Date.parse('2026-02-01T00:00:00Z');
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      adminUserId: actor.id,
      action: i % 2 ? 'role-created' : 'role-updated',
      ip: '10.0.0.1',
      createdAt: new Date(start + i * 1000),
    }));
    for (let i = 0; i < rows.length; i += 500)
      await t.db.insert(adminLogs).values(rows.slice(i, i + 500));
    const viewer = await tokenWith(['view-admin-logs']);

    const all = await exportOf(`/api/admin/admin-logs/export?actorId=${actor.id}`, viewer.token);
    expect(all.res.statusCode).toBe(200);
    expect(all.rows[0]).toBe('Time,Admin,Action,Subject,Before,After,IP');
    expect(all.rows).toHaveLength(3001);
    // Newest first across batch boundaries, no row twice.
    const times = all.rows.slice(1).map((r) => r.split(',')[0]);
    expect(new Set(times).size).toBe(3000);
    expect(times[0]).toBe(new Date(start + 2999 * 1000).toISOString());
    expect(times[2999]).toBe(new Date(start).toISOString());

    const created = await exportOf(
      `/api/admin/admin-logs/export?actorId=${actor.id}&action=role-created`,
      viewer.token,
    );
    expect(created.rows).toHaveLength(1501);
    expect(created.rows.slice(1).every((r) => r.split(',')[2] === 'role-created')).toBe(true);

    const clientLogViewer = await tokenWith(['view-client-logs']);
    expect(
      (await exportOf('/api/admin/admin-logs/export', clientLogViewer.token)).res.statusCode,
    ).toBe(403);
    // The other two logs answer with their own permission.
    expect(
      (await exportOf('/api/admin/client-logs/export', clientLogViewer.token)).res.statusCode,
    ).toBe(200);
    expect((await exportOf('/api/admin/partner-logs/export', viewer.token)).res.statusCode).toBe(
      403,
    );
  }, 60_000);
});

it('answers every list export with a CSV header row', async () => {
  const chief = await tokenWith([
    'view-users',
    'view-roles',
    'view-partners',
    'view-packages',
    'view-transactions',
    'partners_promo_view',
    'view-admin-logs',
    'view-client-logs',
    'view-support',
  ]);
  const paths = [
    'users',
    'roles',
    'partners',
    'packages',
    'transactions',
    'deposits',
    'withdrawals',
    'transfers',
    'chain-transfers',
    'promo/requests',
    'promo/partners',
    'admin-logs',
    'client-logs',
    'partner-logs',
    'support/tickets',
  ];
  for (const path of paths) {
    const { res, rows } = await exportOf(`/api/admin/${path}/export`, chief.token);
    expect([path, res.statusCode, res.headers['content-type']]).toEqual([
      path,
      200,
      'text/csv; charset=utf-8',
    ]);
    expect([path, rows.length > 0]).toEqual([path, true]);
  }
  // A query the list refuses is an error reply, not a download cut short.
  const unknown = await exportOf('/api/admin/promo/partners/export?campaignId=999999', chief.token);
  expect(unknown.res.statusCode).toBe(404);
  expect(unknown.res.json<{ error: { code: string } }>().error.code).toBe('NOT_FOUND');
});
