import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  MASKED,
  type AdminSupportThread,
  type AdminSupportTicket,
  type Permission,
} from 'shared-api';
import {
  apiError,
  commonLocales,
  fillField,
  findTitle,
  mockApi,
  type MockHandler,
} from 'shared-ui/testing';
import { adminLocales } from '../../i18n/all-languages';
import { ALL_PERMISSIONS, pageReply } from '../../testing/fixtures';
import { currentAdminReply, renderAdmin, storeAdminSession } from '../../testing/render-admin';

const en = adminLocales.en;
const s = en.support;
const common = commonLocales.en;

const ticket = (id: number, over: Partial<AdminSupportTicket> = {}): AdminSupportTicket => ({
  id,
  subject: `Deposit question ${id}`,
  category: 'finance',
  status: 'open',
  createdAt: '2026-03-10T10:00:00.000Z',
  updatedAt: '2026-03-10T10:00:00.000Z',
  lastMessageAt: '2026-03-10T10:00:00.000Z',
  partner: { id: 40, login: 'anna', name: 'Anna Berg' },
  assignee: null,
  ...over,
});

const thread = (over: Partial<AdminSupportThread> = {}): AdminSupportThread => ({
  ...ticket(7),
  messages: [
    {
      id: 1,
      author: 'partner',
      authorName: null,
      body: 'I paid an hour ago.',
      internal: false,
      attachments: [],
      createdAt: '2026-03-10T10:00:00.000Z',
    },
    {
      id: 2,
      author: 'admin',
      authorName: 'Olga',
      body: 'Checking the chain',
      internal: true,
      attachments: [],
      createdAt: '2026-03-10T10:30:00.000Z',
    },
  ],
  ...over,
});

function setup(
  handlers: Record<string, MockHandler>,
  permissions: readonly Permission[] = ALL_PERMISSIONS,
) {
  storeAdminSession({ permissions });
  return mockApi({
    'GET /api/user': currentAdminReply({ permissions }),
    'GET /api/admin/support/assignees': { data: { items: [{ id: 3, name: 'Olga' }] } },
    ...handlers,
  });
}

const location = () => screen.getByTestId('location').textContent ?? '';

it('lists the tickets and passes the URL filters to the server', async () => {
  const api = setup({
    'GET /api/admin/support/tickets': pageReply([ticket(7), ticket(8, { status: 'answered' })]),
  });
  renderAdmin('/admin/manage/support?status=open&assignee=none&login=ann&from=2026-03-01');
  await findTitle(en.routes.support);
  const row = within((await screen.findByText('Deposit question 7')).closest('tr')!);
  expect(row.getByText('anna')).toBeInTheDocument();
  expect(row.getByText(s.statuses.open)).toBeInTheDocument();
  expect(row.getByText(s.unassigned)).toBeInTheDocument();
  expect(api.requestsTo('GET /api/admin/support/tickets')[0]?.params).toMatchObject({
    status: 'open',
    assignee: 'none',
    login: 'ann',
    from: '2026-03-01',
    page: 1,
  });
});

it('shows the thread with the internal note marked, and sends an answer', async () => {
  let replied: unknown;
  setup({
    'GET /api/admin/support/tickets/7': { data: thread() },
    'POST /api/admin/support/tickets/7/messages': (request) => {
      replied = request.body;
      return { status: 201, data: thread() };
    },
  });
  const { user } = renderAdmin('/admin/manage/support/show/7');
  await findTitle(`${en.routes.supportShow} #7`);
  const messages = within(screen.getByTestId('support-thread'));
  expect(messages.getByTestId('support-note')).toHaveTextContent(s.internalNote);
  expect(messages.getByTestId('support-note')).toHaveTextContent('Olga');
  await fillField(user, screen.getByLabelText(s.reply.body), 'Credited now.');
  await user.click(screen.getByRole('button', { name: s.reply.send }));
  await waitFor(() =>
    expect(replied).toEqual({ body: 'Credited now.', internal: false, attachmentIds: [] }),
  );
});

it('sends an internal note when the box is ticked', async () => {
  let replied: unknown;
  setup({
    'GET /api/admin/support/tickets/7': { data: thread() },
    'POST /api/admin/support/tickets/7/messages': (request) => {
      replied = request.body;
      return { status: 201, data: thread() };
    },
  });
  const { user } = renderAdmin('/admin/manage/support/show/7');
  await findTitle(`${en.routes.supportShow} #7`);
  await user.click(screen.getByLabelText(s.reply.internal));
  await fillField(user, screen.getByLabelText(s.reply.body), 'Ask finance');
  await user.click(screen.getByRole('button', { name: s.reply.addNote }));
  await waitFor(() =>
    expect(replied).toEqual({ body: 'Ask finance', internal: true, attachmentIds: [] }),
  );
});

it('assigns the ticket', async () => {
  let update: unknown;
  setup({
    'GET /api/admin/support/tickets/7': { data: thread() },
    'PUT /api/admin/support/tickets/7': (request) => {
      update = request.body;
      return { data: ticket(7, { assignee: { id: 3, name: 'Olga' } }) };
    },
  });
  const { user } = renderAdmin('/admin/manage/support/show/7');
  await findTitle(`${en.routes.supportShow} #7`);
  await user.click(screen.getByLabelText(s.columns.assignee));
  await user.click(await screen.findByTitle('Olga'));
  await waitFor(() => expect(update).toEqual({ assigneeId: 3 }));
});

it('a viewer without manage-support reads the thread but cannot act', async () => {
  setup({ 'GET /api/admin/support/tickets/7': { data: thread() } }, ['view-support']);
  renderAdmin('/admin/manage/support/show/7');
  await findTitle(`${en.routes.supportShow} #7`);
  expect(screen.getByTestId('support-thread')).toHaveTextContent('I paid an hour ago.');
  expect(screen.queryByLabelText(s.reply.body)).toBeNull();
  expect(screen.queryByLabelText(s.columns.assignee)).toBeNull();
  expect(location()).toBe('/admin/manage/support/show/7');
});

it("shows the partner's name to a holder of view-partners", async () => {
  setup({ 'GET /api/admin/support/tickets/7': { data: thread() } }, [
    'view-support',
    'view-partners',
  ]);
  renderAdmin('/admin/manage/support/show/7');
  await findTitle(`${en.routes.supportShow} #7`);
  expect(screen.getByText('Anna Berg')).toBeInTheDocument();
  expect(screen.queryByTestId('masked-value')).toBeNull();
});

it('says the name is hidden when the server masked it (no view-partners)', async () => {
  const masked = thread({ partner: { id: 40, login: 'anna', name: MASKED } });
  setup({ 'GET /api/admin/support/tickets/7': { data: masked } }, ['view-support']);
  renderAdmin('/admin/manage/support/show/7');
  await findTitle(`${en.routes.supportShow} #7`);
  expect(screen.getByTestId('masked-value')).toHaveTextContent(en.logs.masked);
  expect(screen.getAllByText('anna').length).toBeGreaterThan(0);
  expect(screen.queryByText(MASKED, { exact: false })).toBeNull();
});

it('an answer reads the thread again, which shows it', async () => {
  let answered = false;
  const answer = {
    id: 3,
    author: 'admin' as const,
    authorName: 'Olga',
    body: 'Credited now.',
    internal: false,
    attachments: [],
    createdAt: '2026-03-10T11:00:00.000Z',
  };
  const api = setup({
    // The server's thread before and after the answer.
    'GET /api/admin/support/tickets/7': () => ({
      data: answered
        ? thread({ status: 'answered', messages: [...thread().messages, answer] })
        : thread(),
    }),
    'POST /api/admin/support/tickets/7/messages': () => {
      answered = true;
      return { status: 201, data: thread() };
    },
  });
  const { user } = renderAdmin('/admin/manage/support/show/7');
  await findTitle(`${en.routes.supportShow} #7`);
  await screen.findByTestId('support-thread');
  expect(api.requestsTo('GET /api/admin/support/tickets/7')).toHaveLength(1);
  await fillField(user, screen.getByLabelText(s.reply.body), 'Credited now.');
  await user.click(screen.getByRole('button', { name: s.reply.send }));
  const thread7 = within(screen.getByTestId('support-thread'));
  expect(await thread7.findByText('Credited now.')).toBeInTheDocument();
  expect(api.requestsTo('GET /api/admin/support/tickets/7')).toHaveLength(2);
  expect(screen.getByLabelText(s.reply.body)).toHaveValue('');
});

it('shows a refused attachment beside the attachments, not as "check the highlighted fields"', async () => {
  // add-message.ts attachmentUnknown(): an upload that is not this admin's or is already used.
  setup({
    'GET /api/admin/support/tickets/7': { data: thread() },
    'POST /api/admin/support/tickets/7/messages': apiError(422, 'VALIDATION_FAILED', {
      attachmentIds: 'outOfRange',
    }),
  });
  const { user } = renderAdmin('/admin/manage/support/show/7');
  await findTitle(`${en.routes.supportShow} #7`);
  await fillField(user, screen.getByLabelText(s.reply.body), 'Credited now.');
  await user.click(screen.getByRole('button', { name: s.reply.send }));
  const hint = await screen.findByText(/PNG, JPEG, WebP or PDF/);
  const attachments = hint.closest('.ant-form-item');
  await waitFor(() => expect(attachments).toHaveTextContent(common.validation.outOfRange));
  expect(screen.queryByText(common.errors.VALIDATION_FAILED)).not.toBeInTheDocument();
});

it('says what the server refused an attachment for: its type, which a PDF may be too', async () => {
  // upload-errors.ts attachmentWrongType(): 415 UPLOAD_REJECTED, fields.file = 'attachmentType'.
  setup({
    'GET /api/admin/support/tickets/7': { data: thread() },
    'POST /api/admin/support/attachments': apiError(415, 'UPLOAD_REJECTED', {
      file: 'attachmentType',
    }),
  });
  renderAdmin('/admin/manage/support/show/7');
  await findTitle(`${en.routes.supportShow} #7`);
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, {
    target: { files: [new File(['MZ'], 'tool.png', { type: 'image/png' })] },
  });
  expect(
    await screen.findByText(`tool.png: ${common.validation.attachmentType}`),
  ).toBeInTheDocument();
});

it('says the chosen assignee can no longer handle support, and reloads the assignees', async () => {
  // admin-support-routes.ts: 422 VALIDATION_FAILED, fields.assigneeId = 'outOfRange'.
  const api = setup({
    'GET /api/admin/support/tickets/7': { data: thread() },
    'PUT /api/admin/support/tickets/7': apiError(422, 'VALIDATION_FAILED', {
      assigneeId: 'outOfRange',
    }),
  });
  const { user } = renderAdmin('/admin/manage/support/show/7');
  await findTitle(`${en.routes.supportShow} #7`);
  await user.click(screen.getByLabelText(s.columns.assignee));
  await user.click(await screen.findByTitle('Olga'));
  expect(await screen.findByRole('alert')).toHaveTextContent(s.assigneeRefused);
  expect(screen.queryByText(common.errors.VALIDATION_FAILED)).not.toBeInTheDocument();
  await waitFor(() =>
    expect(api.requestsTo('GET /api/admin/support/assignees').length).toBeGreaterThanOrEqual(2),
  );
});
