import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SupportThread, SupportTicket } from 'shared-api';
import {
  commonLocales,
  apiError,
  expectFieldMessage,
  fillField,
  findTitle,
  mockApi,
  type MockHandler,
} from 'shared-ui/testing';
import { cabinetLocales } from '../../../i18n/all-languages';
import { partnerFixture, profileFixture } from '../../../testing/fixtures';
import { renderCabinet } from '../../../testing/render-cabinet';

const en = cabinetLocales.en;
const v = commonLocales.en.validation;

const ticket = (over: Partial<SupportTicket> = {}): SupportTicket => ({
  id: 7,
  subject: 'Deposit not credited',
  category: 'finance',
  status: 'answered',
  createdAt: '2026-03-10T10:00:00.000Z',
  updatedAt: '2026-03-10T11:00:00.000Z',
  lastMessageAt: '2026-03-10T11:00:00.000Z',
  ...over,
});

const thread = (over: Partial<SupportThread> = {}): SupportThread => ({
  ...ticket(),
  messages: [
    {
      id: 1,
      author: 'partner',
      authorName: null,
      body: 'I paid an hour ago.',
      internal: false,
      attachments: [{ id: 3, fileName: 'receipt.pdf', contentType: 'application/pdf', size: 900 }],
      createdAt: '2026-03-10T10:00:00.000Z',
    },
    {
      id: 2,
      author: 'admin',
      authorName: null,
      body: 'It is credited now.',
      internal: false,
      attachments: [],
      createdAt: '2026-03-10T11:00:00.000Z',
    },
  ],
  ...over,
});

function renderSupport(path: string, handlers: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/client/me': { data: partnerFixture() },
    'GET /api/client/profile': { data: profileFixture() },
    'GET /api/client/support/tickets': { data: { items: [ticket()], total: 1 } },
    'GET /api/support/contacts': {
      data: { email: 'help@example.com', telegram: '@help_desk', phone: '', hours: '' },
    },
    'GET /api/client/support/tickets/7': { data: thread() },
    ...handlers,
  });
  return { ...renderCabinet(path), api };
}

it('lists the tickets with their status and the support contacts, and opens a thread', async () => {
  const { user } = renderSupport('/client/support');
  await findTitle(en.routes.support.title);
  const card = await screen.findByTestId('support-ticket-7');
  expect(card).toHaveTextContent('Deposit not credited');
  expect(card).toHaveTextContent(en.support.statuses.answered);
  expect(card).toHaveTextContent(en.support.categories.finance);
  const contacts = await screen.findByTestId('support-contacts');
  expect(within(contacts).getByRole('link', { name: /help@example.com/ })).toHaveAttribute(
    'href',
    'mailto:help@example.com',
  );
  expect(within(contacts).getByRole('link', { name: /@help_desk/ })).toHaveAttribute(
    'href',
    'https://t.me/help_desk',
  );

  await user.click(within(card).getByText('Deposit not credited'));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('ticket=7'));
  const messages = within(await screen.findByTestId('support-thread'));
  expect(messages.getByText('It is credited now.')).toBeInTheDocument();
  expect(messages.getByTestId('support-message-admin')).toHaveTextContent(en.support.thread.team);
  expect(messages.getByRole('button', { name: 'Download receipt.pdf' })).toBeInTheDocument();
});

it('opens a ticket from the dialog, checking the fields first', async () => {
  const { user, api } = renderSupport('/client/support', {
    'POST /api/client/support/tickets': { status: 201, data: thread({ status: 'open' }) },
  });
  await screen.findByTestId('support-ticket-7');
  await user.click(screen.getByRole('button', { name: en.support.newTicket }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('button', { name: en.support.form.submit }));
  await expectFieldMessage(en.support.form.subject, v.required);
  expect(api.requestsTo('POST /api/client/support/tickets')).toHaveLength(0);

  await fillField(user, dialog.getByLabelText(en.support.form.subject), 'Deposit not credited');
  await fillField(user, dialog.getByLabelText(en.support.form.body), 'I paid an hour ago.');
  await user.click(dialog.getByRole('button', { name: en.support.form.submit }));
  await waitFor(() => expect(api.requestsTo('POST /api/client/support/tickets')).toHaveLength(1));
  expect(api.requestsTo('POST /api/client/support/tickets')[0]?.body).toEqual({
    subject: 'Deposit not credited',
    category: 'other',
    body: 'I paid an hour ago.',
    attachmentIds: [],
  });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('ticket=7'));
});

it('replies in a thread, and a closed ticket takes no reply', async () => {
  const { user, api } = renderSupport('/client/support?ticket=7', {
    'POST /api/client/support/tickets/7/messages': {
      status: 201,
      data: thread({ status: 'open' }),
    },
  });
  const reply = await screen.findByLabelText(en.support.thread.reply);
  await fillField(user, reply, 'Thanks!');
  await user.click(screen.getByRole('button', { name: en.support.thread.send }));
  await waitFor(() =>
    expect(api.requestsTo('POST /api/client/support/tickets/7/messages')[0]?.body).toEqual({
      body: 'Thanks!',
      attachmentIds: [],
    }),
  );
  expect(await screen.findByText(en.support.statuses.open)).toBeInTheDocument();
});

it('shows a closed ticket without the reply form', async () => {
  renderSupport('/client/support?ticket=7', {
    'GET /api/client/support/tickets/7': { data: thread({ status: 'closed' }) },
  });
  expect(await screen.findByText(en.support.thread.closed)).toBeInTheDocument();
  expect(screen.queryByLabelText(en.support.thread.reply)).toBeNull();
});

it("shows another partner's ticket as not found, with a retry", async () => {
  renderSupport('/client/support?ticket=99', {
    'GET /api/client/support/tickets/99': apiError(404, 'NOT_FOUND'),
  });
  expect(await screen.findByText(en.support.threadFailed)).toBeInTheDocument();
  expect(screen.getByText(commonLocales.en.errors.NOT_FOUND)).toBeInTheDocument();
});

it('renders the copy trading page in Russian', async () => {
  mockApi({
    'GET /api/client/me': { data: partnerFixture() },
    'GET /api/client/profile': { data: profileFixture() },
  });
  renderCabinet('/client/copy-trading', { language: 'ru' });
  const ru = cabinetLocales.ru;
  expect(await findTitle(ru.routes.copyTrading.title)).toBeInTheDocument();
  expect(screen.getByText(ru.copyTrading.intro.title)).toBeInTheDocument();
  expect(screen.getByTestId('copy-trading-steps')).toHaveTextContent(
    ru.copyTrading.steps.copy.title,
  );
  expect(screen.getByText(ru.copyTrading.risk.text)).toBeInTheDocument();
});

it('shows a refused attachment beside the attachments, not as "check the highlighted fields"', async () => {
  // add-message.ts attachmentUnknown(): an upload that is not the partner's or is already used.
  const { user, api } = renderSupport('/client/support', {
    'POST /api/client/support/tickets': apiError(422, 'VALIDATION_FAILED', {
      attachmentIds: 'outOfRange',
    }),
  });
  await screen.findByTestId('support-ticket-7');
  await user.click(screen.getByRole('button', { name: en.support.newTicket }));
  const dialog = within(await screen.findByRole('dialog'));
  await fillField(user, dialog.getByLabelText(en.support.form.subject), 'Deposit not credited');
  await fillField(user, dialog.getByLabelText(en.support.form.body), 'I paid an hour ago.');
  await user.click(dialog.getByRole('button', { name: en.support.form.submit }));
  await waitFor(() => expect(api.requestsTo('POST /api/client/support/tickets')).toHaveLength(1));
  const attachments = dialog.getByText(en.support.form.attachments).closest('.ant-form-item');
  await waitFor(() => expect(attachments).toHaveTextContent(v.outOfRange));
  expect(dialog.queryByText(commonLocales.en.errors.VALIDATION_FAILED)).not.toBeInTheDocument();
});

it('shows a refused attachment of a reply beside the reply attachments', async () => {
  const { user } = renderSupport('/client/support?ticket=7', {
    'POST /api/client/support/tickets/7/messages': apiError(422, 'VALIDATION_FAILED', {
      attachmentIds: 'outOfRange',
    }),
  });
  await fillField(user, await screen.findByLabelText(en.support.thread.reply), 'Thanks!');
  await user.click(screen.getByRole('button', { name: en.support.thread.send }));
  const attachments = screen.getByText(/PNG, JPEG, WebP or PDF/).closest('.ant-form-item');
  await waitFor(() => expect(attachments).toHaveTextContent(v.outOfRange));
  expect(screen.queryByText(commonLocales.en.errors.VALIDATION_FAILED)).not.toBeInTheDocument();
});

/** Picks a file in the reply's hidden input (user-event would drop a type outside `accept`). */
function attach(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

const UPLOAD = 'POST /api/client/support/attachments';

it('refuses a file of another type before any upload, naming the types a ticket takes', async () => {
  const { api } = renderSupport('/client/support?ticket=7', {
    [UPLOAD]: {
      status: 201,
      data: { id: 9, fileName: 'a.txt', contentType: 'text/plain', size: 3 },
    },
  });
  await screen.findByLabelText(en.support.thread.reply);
  attach(new File(['log'], 'server.log', { type: 'text/plain' }));
  expect(await screen.findByText(v.attachmentType)).toBeInTheDocument();
  expect(api.requestsTo(UPLOAD)).toHaveLength(0);
});

it.each([
  [415, 'attachmentType', v.attachmentType],
  [413, 'fileTooLarge', v.fileTooLarge],
])("says what the server's %i refusal of a file is about", async (status, code, text) => {
  renderSupport('/client/support?ticket=7', {
    [UPLOAD]: apiError(status, 'UPLOAD_REJECTED', { file: code }),
  });
  await screen.findByLabelText(en.support.thread.reply);
  attach(new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText(new RegExp(`scan\\.pdf.*${text}`))).toBeInTheDocument();
});
