import { screen, waitFor, within } from '@testing-library/react';
import { sessionStore, type Permission } from 'shared-api';
import { commonLocales } from 'shared-ui';
import { apiError, findTitle, mockApi, type MockHandler } from 'shared-ui/testing';
import { adminLocales } from '../../i18n';
import { ALL_PERMISSIONS, pageReply, partnerFixture } from '../../testing/fixtures';
import { currentAdminReply, renderAdmin, storeAdminSession } from '../../testing/render-admin';

const en = adminLocales.en;
const common = commonLocales.en;
const CABINET_URL = 'http://localhost/client#loginAs=short-lived';

function setup(
  handlers: Record<string, MockHandler>,
  permissions: readonly Permission[] = ALL_PERMISSIONS,
) {
  storeAdminSession({ permissions });
  return mockApi({ 'GET /api/user': currentAdminReply({ permissions }), ...handlers });
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

  it('offers the actions by permission only', async () => {
    setup(
      { 'GET /api/admin/partners/5': { data: partnerFixture(5, { twoFactorEnabled: true }) } },
      ['view-partners'],
    );
    renderAdmin('/admin/manage/partners/show/5');
    await findTitle(`${en.routes.partnersShow} partner5`);
    expect(screen.queryByRole('button', { name: en.partners.openCabinet })).toBeNull();
    expect(screen.queryByRole('button', { name: en.partners.resetTwoFa })).toBeNull();
  });

  it('an unknown partner shows the not-found state', async () => {
    setup({ 'GET /api/admin/partners/77': apiError(404, 'NOT_FOUND') });
    renderAdmin('/admin/manage/partners/show/77');
    expect(await screen.findByTestId('record-not-found')).toHaveTextContent(en.record.notFound);
  });
});
