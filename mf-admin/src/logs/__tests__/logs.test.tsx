import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findTitle, mockApi, type MockHandler } from 'shared-ui/testing';
import { adminLocales } from '../../i18n/all-languages';
import { ALL_PERMISSIONS, pageReply } from '../../testing/fixtures';
import { currentAdminReply, renderAdmin, storeAdminSession } from '../../testing/render-admin';

const en = adminLocales.en;
const location = () => screen.getByTestId('location').textContent ?? '';

function setup(handlers: Record<string, MockHandler>) {
  storeAdminSession({ permissions: ALL_PERMISSIONS });
  return mockApi({
    'GET /api/user': currentAdminReply({ permissions: ALL_PERMISSIONS }),
    ...handlers,
  });
}

const adminEntry = {
  id: 1,
  actor: { id: 1, login: 'root', name: 'Root' },
  action: 'role-updated',
  subject: { type: 'role', id: 4 },
  before: { name: 'support', permissions: ['view-users'] },
  after: { name: 'support', permissions: ['view-users', 'view-roles'] },
  ip: '10.0.0.7',
  createdAt: '2026-01-05T10:00:00.000Z',
};

describe('the admin log', () => {
  it("sends the URL's actor, action, period and page as the request params", async () => {
    const api = setup({ 'GET /api/admin/admin-logs': pageReply([adminEntry], 45) });
    renderAdmin(
      '/admin/manage/admin-logs?actorId=3&action=login-as&from=2026-01-01&to=2026-01-31&page=2',
    );
    await findTitle(en.routes.adminLogs);
    await screen.findByText('root');
    expect(api.requestsTo('GET /api/admin/admin-logs')[0]?.params).toEqual({
      page: 2,
      pageSize: 20,
      actorId: 3,
      action: 'login-as',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(screen.getByText(`${en.logs.filters.adminId}: 3`)).toBeInTheDocument();
    expect(screen.getByTitle(en.logs.actions['login-as'])).toBeInTheDocument();
    expect(screen.getByPlaceholderText(en.logs.filters.from)).toHaveValue('2026-01-01');
    expect(screen.getByPlaceholderText(en.logs.filters.to)).toHaveValue('2026-01-31');
  });

  it('drops an unknown action or a malformed date from the URL', async () => {
    const api = setup({ 'GET /api/admin/admin-logs': pageReply([]) });
    renderAdmin('/admin/manage/admin-logs?action=drop-tables&from=yesterday&actorId=-4');
    await screen.findByText(en.logs.empty);
    expect(api.requestsTo('GET /api/admin/admin-logs')[0]?.params).toEqual({
      page: 1,
      pageSize: 20,
    });
  });

  it('each filter change goes to the URL and the request, from page 1', async () => {
    const api = setup({ 'GET /api/admin/admin-logs': pageReply([adminEntry]) });
    const { user } = renderAdmin('/admin/manage/admin-logs?page=3');
    await screen.findByText('root');
    const last = () => api.requestsTo('GET /api/admin/admin-logs').at(-1)?.params;

    await user.type(screen.getByLabelText(en.logs.filters.adminSearch), 'ann{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/manage/admin-logs?actor=ann'));
    await waitFor(() => expect(last()).toEqual({ page: 1, pageSize: 20, actor: 'ann' }));

    fireEvent.mouseDown(
      screen.getByLabelText(en.logs.filters.action).closest('.ant-select')!.firstElementChild!,
    );
    await user.click(await screen.findByTitle(en.logs.actions['user-deleted']));
    await waitFor(() =>
      expect(last()).toEqual({ page: 1, pageSize: 20, actor: 'ann', action: 'user-deleted' }),
    );

    const from = screen.getByPlaceholderText(en.logs.filters.from);
    await user.click(from);
    await user.type(from, '2026-02-01{Enter}');
    const to = screen.getByPlaceholderText(en.logs.filters.to);
    await user.type(to, '2026-02-10{Enter}');
    await waitFor(() =>
      expect(last()).toEqual({
        page: 1,
        pageSize: 20,
        actor: 'ann',
        action: 'user-deleted',
        from: '2026-02-01',
        to: '2026-02-10',
      }),
    );
    expect(location()).toBe(
      '/admin/manage/admin-logs?actor=ann&action=user-deleted&from=2026-02-01&to=2026-02-10',
    );
  });

  it('shows who, the translated action, the record, a compact diff, the IP and the time', async () => {
    setup({ 'GET /api/admin/admin-logs': pageReply([adminEntry]) });
    renderAdmin('/admin/manage/admin-logs');
    const row = within((await screen.findByText('root')).closest('tr')!);
    expect(row.getByText(en.logs.actions['role-updated'])).toBeInTheDocument();
    expect(row.getByText(`${en.logs.subjects.role} #4`)).toHaveAttribute(
      'href',
      '/admin/manage/roles/show/4',
    );
    // Only the field that changed, before struck through → after.
    const diff = within(row.getByTestId('snapshot-diff'));
    expect(diff.queryByText(/^name/)).toBeNull();
    const names = en.permissions.names;
    expect(diff.getByText(names['view-users'], { selector: 'del' })).toBeInTheDocument();
    expect(row.getByTestId('snapshot-diff')).toHaveTextContent(
      `${en.logFields.permissions}: ${names['view-users']} → ${names['view-users']}, ${names['view-roles']}`,
    );
    expect(row.getByText('10.0.0.7')).toBeInTheDocument();
    expect(row.getByText(/Jan 5, 2026/)).toBeInTheDocument();
  });
  it('names the support desk and recovery-code rows: action, ticket link and fields', async () => {
    const reply = {
      ...adminEntry,
      id: 2,
      action: 'support-replied',
      subject: { type: 'support-ticket', id: 9 },
      before: { status: 'open', assigneeId: null },
      after: { messageId: 31, attachments: 2, status: 'answered', assigneeId: 1 },
    };
    const recovery = {
      ...adminEntry,
      id: 3,
      actor: { id: 5, login: 'ops', name: 'Ops' },
      action: 'recovery-code-used',
      subject: { type: 'admin-user', id: 5 },
      before: null,
      after: { recoveryCodesLeft: 9 },
    };
    setup({ 'GET /api/admin/admin-logs': pageReply([reply, recovery]) });
    renderAdmin('/admin/manage/admin-logs');
    const row = within((await screen.findByText('root')).closest('tr')!);
    expect(row.getByText(en.logs.actions['support-replied'])).toBeInTheDocument();
    expect(row.getByText(`${en.logs.subjects['support-ticket']} #9`)).toHaveAttribute(
      'href',
      '/admin/manage/support/show/9',
    );
    const diff = row.getByTestId('snapshot-diff');
    expect(diff).toHaveTextContent(`${en.logFields.messageId}:`);
    expect(diff).toHaveTextContent(`${en.logFields.attachments}:`);
    const other = within(screen.getByText('ops').closest('tr')!);
    expect(other.getByText(en.logs.actions['recovery-code-used'])).toBeInTheDocument();
    expect(other.getByTestId('snapshot-diff')).toHaveTextContent(
      `${en.logFields.recoveryCodesLeft}: 9`,
    );
  });

  it('names and links the records of money actions (package, deposit, withdrawal, transaction)', async () => {
    const entry = (id: number, action: string, type: string) => ({
      ...adminEntry,
      id,
      action,
      subject: { type, id: 30 + id },
      before: null,
      after: null,
    });
    setup({
      'GET /api/admin/admin-logs': pageReply([
        entry(1, 'package-deleted', 'package'),
        entry(2, 'deposit-confirmed', 'deposit'),
        entry(3, 'withdrawal-rejected', 'withdrawal'),
        entry(4, 'transaction-reversed', 'transaction'),
      ]),
    });
    renderAdmin('/admin/manage/admin-logs');
    await screen.findByText(`${en.logs.subjects.package} #31`);
    for (const [text, href, action] of [
      [`${en.logs.subjects.package} #31`, '/admin/manage/packages/show/31', 'package-deleted'],
      [
        `${en.logs.subjects.deposit} #32`,
        '/admin/manage/transactions/deposit/show/32',
        'deposit-confirmed',
      ],
      [
        `${en.logs.subjects.withdrawal} #33`,
        '/admin/manage/transactions/withdrawals/show/33',
        'withdrawal-rejected',
      ],
      [
        `${en.logs.subjects.transaction} #34`,
        '/admin/manage/transactions/show/34',
        'transaction-reversed',
      ],
    ] as const) {
      const row = within(screen.getByText(text).closest('tr')!);
      expect(screen.getByText(text)).toHaveAttribute('href', href);
      expect(row.getByText(en.logs.actions[action])).toBeInTheDocument();
    }
  });
});

describe('the client and partner logs', () => {
  it('the client log shows the admin who acted through login-as', async () => {
    const api = setup({
      'GET /api/admin/client-logs': pageReply([
        {
          id: 9,
          partner: { id: 5, login: 'demo', name: 'Demo Partner' },
          action: 'login-as',
          details: { expiresAt: '2026-01-05T10:15:00.000Z' },
          impersonator: { id: 1, login: 'root', name: 'Root' },
          ip: null,
          createdAt: '2026-01-05T10:00:00.000Z',
        },
      ]),
    });
    renderAdmin('/admin/manage/client-logs?actorId=5');
    const row = within((await screen.findByText('demo')).closest('tr')!);
    expect(row.getByText(en.logs.actions['login-as'])).toBeInTheDocument();
    expect(row.getByText('root')).toBeInTheDocument();
    expect(screen.getByText(`${en.logs.filters.partnerId}: 5`)).toBeInTheDocument();
    expect(api.requestsTo('GET /api/admin/client-logs')[0]?.params).toMatchObject({ actorId: 5 });
  });

  it('the partner log shows who made the change', async () => {
    setup({
      'GET /api/admin/partner-logs': pageReply([
        {
          id: 2,
          partner: { id: 5, login: 'demo', name: 'Demo Partner' },
          action: 'status-changed',
          actor: { kind: 'admin', name: 'Root' },
          before: { active: true },
          after: { active: false },
          createdAt: '2026-01-05T10:00:00.000Z',
        },
      ]),
    });
    renderAdmin('/admin/manage/partner-logs');
    const row = within((await screen.findByText('demo')).closest('tr')!);
    expect(row.getByText(en.logs.actions['status-changed'])).toBeInTheDocument();
    expect(row.getByText(`${en.logs.actorKinds.admin}: Root`)).toBeInTheDocument();
    expect(row.getByTestId('snapshot-diff')).toHaveTextContent(
      `${en.logFields.active}: ${en.logValues.yes} → ${en.logValues.no}`,
    );
  });
});
