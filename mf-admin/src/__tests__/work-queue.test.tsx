import { screen, waitFor, within } from '@testing-library/react';
import type { Permission, WorkQueue } from 'shared-api';
import {
  commonLocales,
  findTitle,
  linkTo,
  menu,
  mockApi,
  type MockHandler,
} from 'shared-ui/testing';
import { adminLocales } from '../i18n/all-languages';
import { ALL_PERMISSIONS, pageReply } from '../testing/fixtures';
import { depositFixture } from '../testing/money-fixtures';
import { currentAdminReply, renderAdmin, storeAdminSession } from '../testing/render-admin';

const en = adminLocales.en;
const common = commonLocales.en;
const nav = () => screen.getByLabelText(common.layout.navigation, { selector: 'nav' });
const location = () => screen.getByTestId('location').textContent ?? '';
const pending = (count: number) => en.workQueue.badge.replace('{{count}}', String(count));

function setup(
  permissions: readonly Permission[],
  queue: WorkQueue | MockHandler,
  handlers: Record<string, MockHandler> = {},
) {
  storeAdminSession({ permissions });
  return mockApi({
    'GET /api/user': currentAdminReply({ permissions }),
    'GET /api/admin/users': pageReply([]),
    'GET /api/admin/work-queue': typeof queue === 'function' ? queue : { data: queue },
    ...handlers,
  });
}

describe('the menu badges', () => {
  it('count what waits in the lists the admin may open', async () => {
    setup(['view-users', 'view-transactions', 'view-support'], {
      pendingDeposits: 3,
      pendingWithdrawals: 0,
      openSupportTickets: 2,
    });
    const { user } = renderAdmin();
    await findTitle(en.routes.usersList);
    const shown = menu(common.layout.navigation);

    // A single-item group shows its count on the item; a closed submenu on its title.
    expect(await shown.findByRole('img', { name: pending(2) })).toBeInTheDocument();
    expect(linkTo(nav(), '/admin/manage/support')).toContainElement(
      shown.getByRole('img', { name: pending(2) }),
    );
    expect(shown.getByRole('img', { name: pending(3) })).toBeInTheDocument();
    await user.click(shown.getByText(en.groups.transactions));
    const deposits = linkTo(nav(), '/admin/manage/transactions/deposit');
    expect(within(deposits).getByRole('img', { name: pending(3) })).toBeInTheDocument();
    // Nothing waiting: no badge.
    const withdrawals = linkTo(nav(), '/admin/manage/transactions/withdrawal');
    expect(within(withdrawals).queryByRole('img')).toBeNull();
    expect(shown.queryByText(en.groups.promo)).toBeNull();
  });

  it('never show a count of a list the admin may not open, nor ask without one', async () => {
    // The server leaves the count out; the menu does not rely on it alone.
    const api = setup(['view-users', 'view-statistics'], { pendingDeposits: 5 });
    renderAdmin();
    await findTitle(en.routes.usersList);
    expect(await menu(common.layout.navigation).findByText(en.routes.statistics)).toBeVisible();
    expect(screen.queryByRole('img', { name: pending(5) })).toBeNull();
    expect(api.requestsTo('GET /api/admin/work-queue')).toHaveLength(0);
  });

  it('follow a deposit decision: the queue is read again and the badge goes', async () => {
    let waiting = 1;
    const api = setup(
      ALL_PERMISSIONS,
      () => ({ data: { pendingDeposits: waiting, pendingWithdrawals: 0 } }),
      {
        'GET /api/admin/deposits/7': { data: depositFixture(7) },
        'POST /api/admin/deposits/7/confirm': () => {
          waiting = 0;
          return { data: depositFixture(7, { status: 'completed', transactionId: 40 }) };
        },
      },
    );
    const { user } = renderAdmin('/admin/manage/transactions/deposit/edit/7');
    await findTitle(`${en.routes.depositsEdit} #7`);
    const shown = menu(common.layout.navigation);
    const deposits = linkTo(nav(), '/admin/manage/transactions/deposit');
    expect(await within(deposits).findByRole('img', { name: pending(1) })).toBeInTheDocument();
    const reads = api.requestsTo('GET /api/admin/work-queue').length;

    await screen.findByTestId('credit-preview');
    const main = within(screen.getByRole('main'));
    await user.click(main.getByRole('button', { name: en.deposits.confirm }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: en.deposits.confirm }));

    await waitFor(() => expect(location()).toBe('/admin/manage/transactions/deposit/show/7'));
    await waitFor(() => expect(shown.queryByRole('img', { name: pending(1) })).toBeNull());
    expect(
      within(linkTo(nav(), '/admin/manage/transactions/deposit')).queryByRole('img'),
    ).toBeNull();
    expect(api.requestsTo('GET /api/admin/work-queue').length).toBeGreaterThan(reads);
  });
});

describe('the landing queue cards', () => {
  it('link each allowed queue to its list filtered to what waits', async () => {
    setup(ALL_PERMISSIONS, {
      pendingDeposits: 3,
      pendingWithdrawals: 1,
      pendingPromoRequests: 4,
      openSupportTickets: 0,
    });
    renderAdmin();
    await findTitle(en.routes.usersList);
    const cards = within(await screen.findByRole('region', { name: en.workQueue.title }));
    const card = (name: keyof typeof en.workQueue.queues) =>
      cards.getByRole('link', { name: new RegExp(en.workQueue.queues[name]) });
    expect(card('pendingDeposits')).toHaveAttribute(
      'href',
      '/admin/manage/transactions/deposit?status=pending',
    );
    expect(card('pendingDeposits')).toHaveTextContent('3');
    expect(card('pendingWithdrawals')).toHaveAttribute(
      'href',
      '/admin/manage/transactions/withdrawal?status=pending',
    );
    expect(card('pendingPromoRequests')).toHaveAttribute('href', '/admin/manage/promo-requests');
    expect(card('openSupportTickets')).toHaveAttribute('href', '/admin/manage/support?status=open');
  });

  it('show only the queues the admin may open', async () => {
    setup(['view-users', 'view-support'], { openSupportTickets: 2 });
    renderAdmin();
    const cards = within(await screen.findByRole('region', { name: en.workQueue.title }));
    expect(cards.getAllByRole('link')).toHaveLength(1);
    expect(cards.getByRole('link')).toHaveTextContent(en.workQueue.queues.openSupportTickets);
  });
});

describe('the breadcrumbs', () => {
  it('lead from a record back to its list: group / list / record', async () => {
    setup(
      ALL_PERMISSIONS,
      {},
      {
        'GET /api/admin/deposits/7': { data: depositFixture(7) },
        'GET /api/admin/deposits': pageReply([]),
      },
    );
    const { user } = renderAdmin('/admin/manage/transactions/deposit/show/7');
    await findTitle(`${en.routes.depositsShow} #7`);
    const trail = within(screen.getByRole('navigation', { name: en.breadcrumb.label }));
    expect(trail.getByText(en.groups.transactions)).toBeInTheDocument();
    expect(trail.getByText(`${en.routes.depositsShow} #7`)).toHaveAttribute('aria-current', 'page');
    const list = trail.getByRole('link', { name: en.routes.deposits });
    expect(list).toHaveAttribute('href', '/admin/manage/transactions/deposit');

    await user.click(list);
    expect(await findTitle(en.routes.deposits)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: en.breadcrumb.label })).toBeNull();
  });

  it('say a group once when its list bears its name, in the chosen language', async () => {
    setup(ALL_PERMISSIONS, {}, { 'GET /api/admin/users/3': { data: {} } });
    renderAdmin('/admin/manage/users/show/3', { language: 'de' });
    const de = adminLocales.de;
    const trail = within(await screen.findByRole('navigation', { name: de.breadcrumb.label }));
    expect(trail.getByRole('link', { name: de.routes.usersList })).toHaveAttribute(
      'href',
      '/admin/manage',
    );
    expect(trail.getAllByText(de.groups.users)).toHaveLength(1);
    expect(trail.getByText(`${de.routes.usersShow} #3`)).toBeInTheDocument();
  });
});
