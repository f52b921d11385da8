import { screen, within } from '@testing-library/react';
import { MASKED, type Permission } from 'shared-api';
import { findTitle, mockApi, type MockHandler } from 'shared-ui/testing';
import { adminLocales } from '../../i18n/all-languages';
import { pageReply } from '../../testing/fixtures';
import { currentAdminReply, renderAdmin, storeAdminSession } from '../../testing/render-admin';

const en = adminLocales.en;
/** A role that reads the logs but may not see partners or admin users. */
const LOGS_ONLY: Permission[] = ['view-admin-logs', 'view-client-logs'];

function setup(handlers: Record<string, MockHandler>) {
  storeAdminSession({ permissions: LOGS_ONLY });
  return mockApi({
    'GET /api/user': currentAdminReply({ permissions: LOGS_ONLY }),
    ...handlers,
  });
}

describe('personal data the server masked', () => {
  it('reads as hidden, once per changed field, beside the fields in clear', async () => {
    setup({
      'GET /api/admin/admin-logs': pageReply([
        {
          id: 1,
          actor: { id: 1, login: 'root', name: 'Root' },
          action: 'partner-updated',
          subject: { type: 'partner', id: 5 },
          before: { login: 'eva', email: MASKED, phone: MASKED, birthDate: MASKED },
          after: { login: 'eva2', email: MASKED, phone: MASKED, birthDate: MASKED },
          ip: null,
          createdAt: '2026-01-05T10:00:00.000Z',
        },
      ]),
    });
    renderAdmin('/admin/manage/admin-logs');
    await findTitle(en.routes.adminLogs);
    const diff = await screen.findByTestId('snapshot-diff');
    const text = diff.textContent ?? '';
    expect(text).toContain(`${en.logFields.login}: eva → eva2`);
    for (const field of [en.logFields.email, en.logFields.phone, en.logFields.birthDate]) {
      // Masked on both sides: one "hidden", no "hidden → hidden".
      expect(text).toContain(`${field}: ${en.logs.masked}`);
    }
    expect(within(diff).getAllByTestId('masked-value')).toHaveLength(3);
    expect(text).not.toContain(`${en.logs.masked} →`);
    expect(text).not.toContain(MASKED);
  });

  it('a partner’s hidden name in the partner log; the search offers the login only', async () => {
    setup({
      'GET /api/admin/partner-logs': pageReply([
        {
          id: 2,
          partner: { id: 5, login: 'eva', name: MASKED },
          action: 'profile-updated',
          actor: { kind: 'partner', name: 'eva' },
          before: { phone: MASKED },
          after: { phone: MASKED },
          createdAt: '2026-01-05T10:00:00.000Z',
        },
      ]),
    });
    renderAdmin('/admin/manage/partner-logs');
    await findTitle(en.routes.partnerLogs);
    const row = (await screen.findByText('#5', { exact: false })).closest('tr');
    if (!row) throw new Error('no row');
    expect(row).toHaveTextContent(`eva ${en.logs.masked} #5`);
    expect(row).not.toHaveTextContent(MASKED);
    expect(screen.getByLabelText(en.logs.filters.partnerSearchLogin)).toBeInTheDocument();
  });
});
