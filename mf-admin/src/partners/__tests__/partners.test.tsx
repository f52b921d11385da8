import { screen, waitFor, within } from '@testing-library/react';
import { sessionStore, type Permission } from 'shared-api';
import { commonLocales, apiError, findTitle, mockApi, type MockHandler } from 'shared-ui/testing';
import { adminLocales } from '../../i18n/all-languages';
import {
  ALL_PERMISSIONS,
  pageReply,
  partnerFixture,
  partnerNetworkFixture,
} from '../../testing/fixtures';
import { currentAdminReply, renderAdmin, storeAdminSession } from '../../testing/render-admin';

const en = adminLocales.en;
const common = commonLocales.en;
const CABINET_URL = 'http://localhost/client#loginAs=short-lived';

function setup(
  handlers: Record<string, MockHandler>,
  permissions: readonly Permission[] = ALL_PERMISSIONS,
) {
  storeAdminSession({ permissions });
  return mockApi({
    'GET /api/user': currentAdminReply({ permissions }),
    'GET /api/admin/partners/5/network': { data: partnerNetworkFixture() },
    ...handlers,
  });
}

afterEach(() => jest.restoreAllMocks());

describe('the partners list', () => {
  it('requests the search, active filter and sort of the URL', async () => {
    const api = setup({ 'GET /api/admin/partners': pageReply([partnerFixture(5)]) });
    renderAdmin('/admin/manage/partners?active=false&search=anna&sort=registeredAt:desc');
    await findTitle(en.routes.partners);
    const row = within((await screen.findByText('partner5')).closest('tr')!);
    expect(row.getByText('Anna Berg')).toBeInTheDocument();
    expect(row.getByLabelText(`${en.actions.view} partner5`)).toHaveAttribute(
      'href',
      '/admin/manage/partners/show/5',
    );
    expect(api.requestsTo('GET /api/admin/partners')[0]?.params).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'registeredAt:desc',
      search: 'anna',
      active: 'false',
    });
    expect(screen.getByTitle(en.partners.inactive)).toBeInTheDocument();
  });

  it('ignores an active filter that is neither true nor false', async () => {
    const api = setup({ 'GET /api/admin/partners': pageReply([]) });
    renderAdmin('/admin/manage/partners?active=maybe');
    await screen.findByText(en.partners.empty);
    expect(api.requestsTo('GET /api/admin/partners')[0]?.params).toEqual({ page: 1, pageSize: 20 });
  });

  it('filters by sign-in and tags a deactivated partner', async () => {
    const api = setup({
      'GET /api/admin/partners': pageReply([partnerFixture(5, { disabled: true })]),
    });
    renderAdmin('/admin/manage/partners?disabled=true');
    const row = within((await screen.findByText('partner5')).closest('tr')!);
    expect(row.getByText(en.partners.disabled)).toBeInTheDocument();
    expect(api.requestsTo('GET /api/admin/partners')[0]?.params).toEqual({
      page: 1,
      pageSize: 20,
      disabled: 'true',
    });
    expect(screen.getByTitle(en.partners.disabled)).toBeInTheDocument();
  });

  it('tags only the deactivated partners', async () => {
    setup({ 'GET /api/admin/partners': pageReply([partnerFixture(5)]) });
    renderAdmin('/admin/manage/partners');
    await screen.findByText('partner5');
    expect(screen.queryByText(en.partners.disabled)).toBeNull();
  });

  it('"New partner" opens partners/create, and needs create-partners', async () => {
    setup({ 'GET /api/admin/partners': pageReply([]) });
    const { user } = renderAdmin('/admin/manage/partners');
    await user.click(await screen.findByRole('button', { name: en.partners.create }));
    expect(await findTitle(en.routes.partnersCreate)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/manage/partners/create');
  });

  it('hides "New partner" without create-partners', async () => {
    setup({ 'GET /api/admin/partners': pageReply([]) }, ['view-partners']);
    renderAdmin('/admin/manage/partners');
    await screen.findByText(en.partners.empty);
    expect(screen.queryByRole('button', { name: en.partners.create })).toBeNull();
  });
});

describe('partners/show/{id}', () => {
  it('shows the profile and the 2FA state', async () => {
    setup({ 'GET /api/admin/partners/5': { data: partnerFixture(5, { twoFactorEnabled: true }) } });
    renderAdmin('/admin/manage/partners/show/5');
    await findTitle(`${en.routes.partnersShow} partner5`);
    expect(screen.getByText('partner5@example.com')).toBeInTheDocument();
    expect(screen.getByText('DEMO0001')).toBeInTheDocument();
    expect(screen.getByText('telegram: @anna')).toBeInTheDocument();
    expect(screen.getByTestId('two-fa-state')).toHaveTextContent(en.twoFa.on);
  });

  it("Open cabinet opens the answered URL in a new tab and leaves the admin's session alone", async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const api = setup({
      'GET /api/admin/partners/5': { data: partnerFixture(5) },
      'POST /api/admin/login-as': {
        data: { token: 'short-lived', expiresAt: '2026-01-05T10:15:00.000Z', url: CABINET_URL },
      },
    });
    const { user, navigate } = renderAdmin('/admin/manage/partners/show/5');
    await findTitle(`${en.routes.partnersShow} partner5`);

    await user.click(screen.getByRole('button', { name: en.partners.openCabinet }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(CABINET_URL, '_blank', 'noopener'));
    expect(api.requestsTo('POST /api/admin/login-as')[0]?.body).toEqual({ partnerId: 5 });
    expect(localStorage.getItem('adminToken')).toBe('admin-token');
    expect(localStorage.getItem('clientToken')).toBeNull();
    expect(sessionStorage.getItem('clientToken')).toBeNull();
    expect(sessionStore.getState()).toMatchObject({
      adminToken: 'admin-token',
      impersonating: false,
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/manage/partners/show/5');
  });

  it('a refused login-as shows its translated error and opens nothing', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    setup({
      'GET /api/admin/partners/5': { data: partnerFixture(5) },
      'POST /api/admin/login-as': apiError(409, 'ACCOUNT_DISABLED'),
    });
    const { user } = renderAdmin('/admin/manage/partners/show/5');
    await findTitle(`${en.routes.partnersShow} partner5`);
    await user.click(screen.getByRole('button', { name: en.partners.openCabinet }));
    expect(await screen.findByRole('alert')).toHaveTextContent(common.errors.ACCOUNT_DISABLED);
    expect(open).not.toHaveBeenCalled();
  });

  it('resets the 2FA of a partner who has it on, after a confirmation', async () => {
    const replies = [
      { data: partnerFixture(5, { twoFactorEnabled: true }) },
      { data: partnerFixture(5, { twoFactorEnabled: false }) },
    ];
    const api = setup({
      'GET /api/admin/partners/5': () => replies.shift()!,
      'POST /api/admin/partners/5/two-fa/reset': { data: { ok: true } },
    });
    const { user } = renderAdmin('/admin/manage/partners/show/5');
    await findTitle(`${en.routes.partnersShow} partner5`);

    await user.click(screen.getByRole('button', { name: en.partners.resetTwoFa }));
    expect(api.requestsTo('POST /api/admin/partners/5/two-fa/reset')).toHaveLength(0);
    const confirm = within(await screen.findByRole('tooltip'));
    expect(
      confirm.getByText(en.partners.resetTwoFaConfirm.replace('{{login}}', 'partner5')),
    ).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: en.partners.resetTwoFa }));

    await waitFor(() => expect(screen.getByTestId('two-fa-state')).toHaveTextContent(en.twoFa.off));
    expect(api.requestsTo('POST /api/admin/partners/5/two-fa/reset')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: en.partners.resetTwoFa })).toBeNull();
  });

  it('shows every partner field of spec §3, the network ones included', async () => {
    setup({
      'GET /api/admin/partners/5': {
        data: partnerFixture(5, { sponsor: { id: 3, login: 'sponsor3' }, disabled: true }),
      },
    });
    renderAdmin('/admin/manage/partners/show/5');
    await findTitle(`${en.routes.partnersShow} partner5`);
    const field = (label: string) => {
      const cell = screen.getByText(label, { selector: 'th, th *' }).closest('th');
      return within(cell!.nextElementSibling as HTMLElement);
    };
    const network = within(await screen.findByTestId('partner-network'));
    await network.findByText('Bronze');
    const c = en.partners.columns;
    expect(field(c.sponsor).getByRole('link', { name: 'sponsor3' })).toHaveAttribute(
      'href',
      '/admin/manage/partners/show/3',
    );
    expect(field(c.access).getByText(en.partners.disabled)).toBeInTheDocument();
    expect(field(c.status).getByText(en.partners.active)).toBeInTheDocument();
    expect(field(c.country).getByText('DE')).toBeInTheDocument();
    expect(field(c.countryCode).getByText('+49')).toBeInTheDocument();
    expect(field(c.phone).getByText('+49 151 2345 6789')).toBeInTheDocument();
    expect(field(c.line).getByText('2')).toBeInTheDocument();
    expect(field(c.level).getByText('3')).toBeInTheDocument();
    expect(field(c.personalVolume).getByText(/1,500/)).toBeInTheDocument();
    expect(field(c.mentor).getByRole('link', { name: 'root' })).toHaveAttribute(
      'href',
      '/admin/manage/partners/show/1',
    );
    expect(field(c.binary).getByText(/Left under root, depth 1/)).toBeInTheDocument();
  });

  it("names the career status in the admin's language", async () => {
    setup({ 'GET /api/admin/partners/5': { data: partnerFixture(5) } });
    renderAdmin('/admin/manage/partners/show/5', { language: 'ru' });
    const network = within(await screen.findByTestId('partner-network'));
    expect(await network.findByText('Бронза')).toBeInTheDocument();
    expect(network.queryByText('Bronze')).not.toBeInTheDocument();
  });

  it('names the basket, the top of the structure and a partner without levels', async () => {
    setup({
      'GET /api/admin/partners/5': { data: partnerFixture(5) },
      'GET /api/admin/partners/5/network': {
        data: partnerNetworkFixture({ line: 0, linearLevels: 0, binary: null, mentor: null }),
      },
    });
    renderAdmin('/admin/manage/partners/show/5');
    const network = within(await screen.findByTestId('partner-network'));
    expect(await network.findByText(en.partners.network.basket)).toBeInTheDocument();
    expect(network.getByText(en.partners.network.noLevels)).toBeInTheDocument();
    expect(network.getByText(en.partners.network.topLine.replace('{{line}}', '0'))).toBeVisible();
  });

  it('keeps the profile when the network fails to load', async () => {
    setup({
      'GET /api/admin/partners/5': { data: partnerFixture(5) },
      'GET /api/admin/partners/5/network': apiError(500, 'INTERNAL'),
    });
    renderAdmin('/admin/manage/partners/show/5');
    const network = within(await screen.findByTestId('partner-network'));
    expect(await network.findByText(en.partners.networkLoadFailed)).toBeInTheDocument();
    expect(screen.getByText('partner5@example.com')).toBeInTheDocument();
  });

  it("links to the partner's transactions, balance change and logs", async () => {
    setup({ 'GET /api/admin/partners/5': { data: partnerFixture(5) } });
    renderAdmin('/admin/manage/partners/show/5');
    await findTitle(`${en.routes.partnersShow} partner5`);
    const link = (name: string) => screen.getByRole('link', { name: new RegExp(name) });
    expect(link(en.partners.transactions)).toHaveAttribute(
      'href',
      '/admin/manage/transactions?partnerId=5',
    );
    expect(link(en.partners.changeBalance)).toHaveAttribute(
      'href',
      '/admin/manage/partners/change-partner-balance/5',
    );
    expect(link(en.partners.clientLogs)).toHaveAttribute(
      'href',
      '/admin/manage/client-logs?actorId=5',
    );
    expect(link(en.partners.partnerLogs)).toHaveAttribute(
      'href',
      '/admin/manage/partner-logs?actorId=5',
    );
  });

  it('Edit opens partners/edit/{id}', async () => {
    setup({ 'GET /api/admin/partners/5': { data: partnerFixture(5) } });
    const { user } = renderAdmin('/admin/manage/partners/show/5');
    await findTitle(`${en.routes.partnersShow} partner5`);
    await user.click(screen.getByRole('button', { name: en.actions.edit }));
    expect(await findTitle(`${en.routes.partnersEdit} partner5`)).toBeInTheDocument();
  });

  it('offers the actions by permission only', async () => {
    setup(
      { 'GET /api/admin/partners/5': { data: partnerFixture(5, { twoFactorEnabled: true }) } },
      ['view-partners'],
    );
    renderAdmin('/admin/manage/partners/show/5');
    await findTitle(`${en.routes.partnersShow} partner5`);
    expect(screen.queryByRole('button', { name: en.partners.openCabinet })).toBeNull();
    expect(screen.queryByRole('button', { name: en.partners.resetTwoFa })).toBeNull();
    expect(screen.queryByRole('button', { name: en.actions.edit })).toBeNull();
    expect(screen.queryByRole('button', { name: en.partners.deactivate })).toBeNull();
    expect(screen.queryByRole('link', { name: new RegExp(en.partners.clientLogs) })).toBeNull();
    expect(screen.queryByRole('link', { name: new RegExp(en.partners.transactions) })).toBeNull();
  });

  it('an unknown partner shows the not-found state', async () => {
    setup({ 'GET /api/admin/partners/77': apiError(404, 'NOT_FOUND') });
    renderAdmin('/admin/manage/partners/show/77');
    expect(await screen.findByTestId('record-not-found')).toHaveTextContent(en.record.notFound);
  });
});
