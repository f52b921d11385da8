import { screen, waitFor, within } from '@testing-library/react';
import type { Permission } from 'shared-api';
import { findTitle, linkTo, mockApi, type MockHandler } from 'shared-ui/testing';
import { adminLocales } from '../../i18n/all-languages';
import { ALL_PERMISSIONS, pageReply } from '../../testing/fixtures';
import { currentAdminReply, renderAdmin, storeAdminSession } from '../../testing/render-admin';
import {
  campaignFixture,
  promoPartnerFixture,
  promoRequestFixture,
} from '../../testing/promo-fixtures';

const en = adminLocales.en;
const p = en.promo;

function setup(
  handlers: Record<string, MockHandler>,
  permissions: readonly Permission[] = ALL_PERMISSIONS,
) {
  storeAdminSession({ permissions });
  return mockApi({
    'GET /api/user': currentAdminReply({ permissions }),
    'GET /api/admin/promo/campaigns': {
      data: {
        items: [campaignFixture(2, { name: 'Summer' }), campaignFixture(3, { name: 'Autumn' })],
      },
    },
    ...handlers,
  });
}

const location = () => screen.getByTestId('location').textContent ?? '';
const rowOf = async (text: string) => within((await screen.findByText(text)).closest('tr')!);

describe('promo-partners', () => {
  it("shows each partner's turnover, level, prize and request, asking for the URL's campaign", async () => {
    const api = setup({
      'GET /api/admin/promo/partners': pageReply([
        promoPartnerFixture(5, { requested: true }),
        promoPartnerFixture(6, { level: 1, prize: '1 g gold bar', turnover: '5000250000' }),
      ]),
    });
    renderAdmin('/admin/manage/promo-partners?campaignId=2&search=anna&page=2');
    await findTitle(en.routes.promoPartners);
    const first = await rowOf('partner5');
    expect(first.getByText('Anna Berg 5')).toBeInTheDocument();
    expect(first.getByText('12,500.00 GTC')).toBeInTheDocument();
    expect(first.getByText('3 g gold bar')).toBeInTheDocument();
    expect(first.getByText(p.yes)).toBeInTheDocument();
    expect(
      linkTo(first.getByText('partner5').closest('td')!, '/admin/manage/partners/show/5'),
    ).toBeTruthy();
    const second = await rowOf('partner6');
    expect(second.getByText('5,000.25 GTC')).toBeInTheDocument();
    expect(second.getByText(p.no)).toBeInTheDocument();
    expect(api.requestsTo('GET /api/admin/promo/partners')[0]?.params).toEqual({
      page: 2,
      pageSize: 20,
      search: 'anna',
      campaignId: 2,
    });
    // The campaign filter names the URL's campaign once the campaigns arrive.
    expect(await screen.findByTitle('Summer')).toBeInTheDocument();
  });

  it('a picked campaign goes to the URL (page 1) and to the request', async () => {
    const api = setup({ 'GET /api/admin/promo/partners': pageReply([promoPartnerFixture(5)]) });
    const { user } = renderAdmin('/admin/manage/promo-partners?page=3');
    await screen.findByText('partner5');
    expect(api.requestsTo('GET /api/admin/promo/partners')[0]?.params).toEqual({
      page: 3,
      pageSize: 20,
    });
    await user.click(screen.getByLabelText(p.campaignFilter));
    await user.click(await screen.findByTitle('Autumn'));
    expect(location()).toBe('/admin/manage/promo-partners?campaignId=3');
    await waitFor(() =>
      expect(api.requestsTo('GET /api/admin/promo/partners').at(-1)?.params).toEqual({
        page: 1,
        pageSize: 20,
        campaignId: 3,
      }),
    );
  });

  it('drops a campaign id that cannot exist', async () => {
    const api = setup({ 'GET /api/admin/promo/partners': pageReply([]) });
    renderAdmin('/admin/manage/promo-partners?campaignId=-2');
    expect(await screen.findByText(p.partnersEmpty)).toBeInTheDocument();
    expect(api.requestsTo('GET /api/admin/promo/partners')[0]?.params).toEqual({
      page: 1,
      pageSize: 20,
    });
  });
});

describe('promo-requests', () => {
  it('lists the requests with their status and links each to its page', async () => {
    const api = setup({
      'GET /api/admin/promo/requests': pageReply([
        promoRequestFixture(4),
        promoRequestFixture(7, { status: 'approved', firstName: 'Olga', lastName: 'Ivanova' }),
      ]),
    });
    renderAdmin('/admin/manage/promo-requests?campaignId=3&search=berg');
    await findTitle(en.routes.promoRequests);
    const first = await rowOf('Anna Berg');
    expect(first.getByTestId('request-status')).toHaveTextContent(p.statuses.submitted);
    expect(first.getByText('12,500.00 GTC')).toBeInTheDocument();
    expect(first.getByLabelText(`${en.actions.view} #4`)).toHaveAttribute(
      'href',
      '/admin/manage/promo-requests/4',
    );
    expect((await rowOf('Olga Ivanova')).getByTestId('request-status')).toHaveTextContent(
      p.statuses.approved,
    );
    expect(api.requestsTo('GET /api/admin/promo/requests')[0]?.params).toEqual({
      page: 1,
      pageSize: 20,
      search: 'berg',
      campaignId: 3,
    });
  });
});

describe('promo-requests/{id}', () => {
  it('shows every field of the participant form, the partner, level and campaign', async () => {
    setup({ 'GET /api/admin/promo/requests/4': { data: promoRequestFixture(4) } });
    renderAdmin('/admin/manage/promo-requests/4');
    await findTitle(`${en.routes.promoRequestsShow} #4`);
    const shown = (field: string) => screen.getByTestId(`request-${field}`).textContent;
    expect(shown('firstName')).toBe('Anna');
    expect(shown('lastName')).toBe('Berg');
    expect(shown('birthDate')).toBe('1990-05-01');
    expect(shown('country')).toBe('DE');
    expect(shown('city')).toBe('Berlin');
    expect(shown('passportNumber')).toBe('C01X00T47');
    expect(shown('passportExpiry')).toBe('2030-01-31');
    expect(shown('phone')).toBe('+49 151 2345 6789');
    expect(screen.getByText(p.form.passportExpiry)).toBeInTheDocument();
    expect(screen.getByTestId('request-status')).toHaveTextContent(p.statuses.submitted);
    expect(screen.getByText('12,500.00 GTC')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'demo' })).toHaveAttribute(
      'href',
      '/admin/manage/partners/show/5',
    );
    expect(await screen.findByText('Summer')).toBeInTheDocument();
  });

  it('an unknown request shows the not-found state', async () => {
    setup({});
    renderAdmin('/admin/manage/promo-requests/99');
    expect(await screen.findByTestId('record-not-found')).toBeInTheDocument();
  });
});
