import type { Locator, Page } from '@playwright/test';
import { DEMO, unique } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { latestMail } from '../support/outbox';
import { signInAdmin, signInPartner } from '../support/sign-in';

/** A 1×1 PNG: the server checks an attachment's first bytes, so it must be a real image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const DEMO_EMAIL = 'demo@example.com';

/** Picks an option of an antd Select (the visible option; role="option" nodes are its hidden copy). */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .getByText(option, { exact: true })
    .click();
}

test('a partner opens a ticket, support assigns, notes and answers, the partner replies and closes it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const subject = `Deposit not credited ${id}`;
  const note = `Checked the wallet, looks fine ${id}`;
  const answer = `Your deposit is credited now ${id}`;

  // 1. The demo partner opens a ticket with a screenshot from the support page.
  await signInPartner(page, DEMO.partner.login, DEMO.partner.password);
  await page.goto('/client/support');
  await page.getByRole('button', { name: 'New ticket' }).click();
  const form = page.getByTestId('support-new-ticket');
  await form.getByLabel('Subject').fill(subject);
  await choose(page, form.getByLabel('Category'), 'Deposits and withdrawals');
  await form.getByLabel('Message').fill('I paid 100 USDT an hour ago and see nothing yet.');
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'payment.png', mimeType: 'image/png', buffer: PNG });
  // Uploaded as soon as it is picked: the form sends the stored file's id.
  await expect(form.locator('.ant-upload-list-item-done')).toHaveCount(1);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your ticket has been sent')).toBeVisible();
  await expect(page).toHaveURL(/\/client\/support\?ticket=\d+$/);
  const ticketId = Number(new URL(page.url()).searchParams.get('ticket'));
  await expect(page.getByTestId('support-subject')).toHaveText(subject);
  await expect(page.getByRole('button', { name: 'Download payment.png' })).toBeVisible();

  await page.getByRole('button', { name: 'All tickets' }).click();
  const card = page.getByTestId(`support-ticket-${ticketId}`);
  await expect(card).toContainText(subject);
  await expect(card.getByTestId('support-status')).toHaveText('Waiting for support');

  // 2. Support finds it among the open tickets, takes it, leaves a note and answers.
  const adminContext = await browser.newContext({ baseURL });
  await adminContext.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  const admin = await adminContext.newPage();
  await signInAdmin(admin, DEMO.support.login, DEMO.support.password);
  await admin.goto('/admin/manage/support');
  await choose(admin, admin.getByRole('combobox', { name: 'Status' }), 'Open');
  await expect(admin).toHaveURL(/[?&]status=open/);
  const row = admin.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('Open');
  await expect(row).toContainText('Unassigned');
  await row.getByRole('link', { name: subject }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/manage/support/show/${ticketId}$`));
  await expect(admin.getByTestId('support-subject')).toHaveText(subject);
  await expect(admin.getByRole('button', { name: 'Download payment.png' })).toBeVisible();
  // The status select of the ticket's controls (its selected label is the status).
  const ticketStatus = admin.locator('.ant-select', {
    has: admin.getByRole('combobox', { name: 'Status' }),
  });
  await expect(ticketStatus).toContainText('Open');

  await choose(admin, admin.getByRole('combobox', { name: 'Assignee' }), 'Support');
  await expect(admin.getByText('Updated', { exact: true })).toBeVisible();

  const reply = admin.getByRole('textbox', { name: 'Message' });
  await admin.getByRole('checkbox', { name: /Internal note/ }).check();
  await reply.fill(note);
  await admin.getByRole('button', { name: 'Add the note' }).click();
  await expect(admin.getByText('Internal note added')).toBeVisible();
  await expect(admin.getByTestId('support-note')).toContainText(note);

  await admin.getByRole('checkbox', { name: /Internal note/ }).uncheck();
  await reply.fill(answer);
  await admin.getByRole('button', { name: 'Send the answer' }).click();
  await expect(admin.getByText('Answer sent: the partner is notified by email')).toBeVisible();
  await expect(admin.getByTestId('support-message-admin')).toContainText(answer);
  await expect(ticketStatus).toContainText('Answered');

  // 3. The partner is mailed (in the partner's own language, Russian for the demo partner): the
  //    mail names the ticket and links to it.
  const mail = await latestMail(request, DEMO_EMAIL);
  expect(mail.subject).toContain(String(ticketId));
  expect(mail.link).toMatch(new RegExp(`/client/support\\?ticket=${ticketId}$`));

  // 4. The mail's link shows the answer and the status Answered, never the internal note.
  const link = new URL(mail.link!);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByTestId('support-subject')).toHaveText(subject);
  await expect(page.getByTestId('support-status')).toHaveText('Answered');
  await expect(page.getByTestId('support-message-admin')).toContainText(answer);
  await expect(page.getByTestId('support-thread')).not.toContainText(note);

  // 5. The partner replies, then closes the ticket.
  await page.getByRole('textbox', { name: 'Your reply' }).fill('Thank you, I see it now.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Reply sent')).toBeVisible();
  await expect(page.getByTestId('support-message-partner')).toHaveCount(2);
  await expect(page.getByTestId('support-status')).toHaveText('Waiting for support');
  await page.getByRole('button', { name: 'Close the ticket' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Close the ticket' }).click();
  await expect(page.getByText('The ticket is closed', { exact: true })).toBeVisible();
  await expect(page.getByTestId('support-status')).toHaveText('Closed');
  await expect(page.getByRole('textbox', { name: 'Your reply' })).toHaveCount(0);

  await admin.reload();
  await expect(admin.getByTestId('support-message-partner')).toHaveCount(2);
  await expect(ticketStatus).toContainText('Closed');

  // 6. The admin log (an administrator's screen: support lacks view-admin-logs) keeps who
  //    assigned the ticket.
  await admin.getByRole('button', { name: /log out/i }).click();
  await expect(admin).toHaveURL(/\/admin$/);
  await signInAdmin(admin, DEMO.admin.login, DEMO.admin.password);
  await admin.goto('/admin/manage/admin-logs?action=support-ticket-updated');
  const entry = admin.getByRole('row').filter({ hasText: `Support ticket #${ticketId}` });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Support ticket updated');
  await expect(entry).toContainText(DEMO.support.login);
  await adminContext.close();
});
