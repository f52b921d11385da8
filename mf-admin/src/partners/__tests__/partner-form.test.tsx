import { screen, waitFor } from '@testing-library/react';
import {
  commonLocales,
  apiError,
  expectFieldMessage,
  fillField,
  findTitle,
  mockApi,
  type MockHandler,
} from 'shared-ui/testing';
import { adminLocales } from '../../i18n/all-languages';
import { ALL_PERMISSIONS, partnerFixture, partnerNetworkFixture } from '../../testing/fixtures';
import { currentAdminReply, renderAdmin, storeAdminSession } from '../../testing/render-admin';

const en = adminLocales.en;
const common = commonLocales.en;
const c = en.partners.columns;

function setup(handlers: Record<string, MockHandler>) {
  storeAdminSession({ permissions: ALL_PERMISSIONS });
  return mockApi({
    'GET /api/user': currentAdminReply({ permissions: ALL_PERMISSIONS }),
    'GET /api/admin/partners/9': { data: partnerFixture(9, { login: 'olga' }) },
    'GET /api/admin/partners/9/network': { data: partnerNetworkFixture() },
    'GET /api/admin/partners/5/network': { data: partnerNetworkFixture() },
    ...handlers,
  });
}

const field = (label: string) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: common.actions.save });
const location = () => screen.getByTestId('location').textContent ?? '';

describe('partners/create', () => {
  it('flags required fields and the spec §5 rules before sending anything', async () => {
    const api = setup({});
    const { user } = renderAdmin('/admin/manage/partners/create');
    await findTitle(en.routes.partnersCreate);

    await user.click(save());
    for (const label of [c.firstName, c.lastName, c.email, c.login, c.phone]) {
      await expectFieldMessage(label, common.validation.required);
    }
    await fillField(user, field(c.firstName), 'Ольга');
    await fillField(user, field(c.email), 'not-an-email');
    await fillField(user, field(c.phone), '12');
    await fillField(user, field(en.partners.form.sponsorCode), 'abc');
    await expectFieldMessage(c.firstName, common.validation.latinNoSymbols);
    await expectFieldMessage(c.email, common.validation.invalidEmail);
    await expectFieldMessage(c.phone, common.validation.invalidPhone);
    await expectFieldMessage(en.partners.form.sponsorCode, common.validation.invalidPartnerCode);
    expect(api.requestsTo('POST /api/admin/partners')).toHaveLength(0);
  });

  it('places the refusals beside their fields, then registers and opens the partner', async () => {
    const replies = [
      apiError(409, 'ALREADY_EXISTS', { login: 'taken', email: 'taken' }),
      apiError(422, 'VALIDATION_FAILED', { sponsorCode: 'unknownPartner' }),
      { status: 201, data: partnerFixture(9, { login: 'olga', email: 'olga@example.com' }) },
    ];
    const api = setup({ 'POST /api/admin/partners': () => replies.shift()! });
    const { user } = renderAdmin('/admin/manage/partners/create');
    await findTitle(en.routes.partnersCreate);

    await fillField(user, field(c.firstName), ' Olga ');
    await fillField(user, field(c.lastName), 'Berg');
    await fillField(user, field(c.email), 'olga@example.com');
    await fillField(user, field(c.login), 'olga');
    await fillField(user, field(c.phone), '+49 151 2345 6789');
    await fillField(user, field(en.partners.form.sponsorCode), 'demo0001');
    await user.click(save());

    await expectFieldMessage(c.login, common.validation.taken);
    await expectFieldMessage(c.email, common.validation.taken);
    expect(api.requestsTo('POST /api/admin/partners')[0]?.body).toEqual({
      firstName: 'Olga',
      lastName: 'Berg',
      email: 'olga@example.com',
      login: 'olga',
      phone: '+49 151 2345 6789',
      sponsorCode: 'DEMO0001',
      language: 'en',
    });

    await fillField(user, field(c.login), 'olga2');
    await fillField(user, field(c.email), 'olga2@example.com');
    await user.click(save());
    await expectFieldMessage(en.partners.form.sponsorCode, common.validation.unknownPartner);
    expect(location()).toBe('/admin/manage/partners/create');

    await user.click(save());
    expect(
      await screen.findByText(en.partners.registered.replace('{{email}}', 'olga@example.com')),
    ).toBeInTheDocument();
    expect(await findTitle(`${en.routes.partnersShow} olga`)).toBeInTheDocument();
    expect(location()).toBe('/admin/manage/partners/show/9');
  });

  it('sends an empty sponsor code as null (a partner at the top)', async () => {
    const api = setup({
      'POST /api/admin/partners': { status: 201, data: partnerFixture(9, { login: 'olga' }) },
    });
    const { user } = renderAdmin('/admin/manage/partners/create');
    await findTitle(en.routes.partnersCreate);
    await fillField(user, field(c.firstName), 'Olga');
    await fillField(user, field(c.lastName), 'Berg');
    await fillField(user, field(c.email), 'olga@example.com');
    await fillField(user, field(c.login), 'olga');
    await fillField(user, field(c.phone), '+49 151 2345 6789');
    await user.click(save());
    await waitFor(() => expect(api.requestsTo('POST /api/admin/partners')).toHaveLength(1));
    expect(api.requestsTo('POST /api/admin/partners')[0]?.body).toMatchObject({
      sponsorCode: null,
    });
  });
});

describe('partners/edit/{id}', () => {
  it('starts from the partner and sends every field, cleared ones as null', async () => {
    const api = setup({
      'GET /api/admin/partners/5': { data: partnerFixture(5) },
      'PUT /api/admin/partners/5': { data: partnerFixture(5, { login: 'anna' }) },
    });
    const { user } = renderAdmin('/admin/manage/partners/edit/5');
    await findTitle(`${en.routes.partnersEdit} partner5`);
    expect(field(c.login)).toHaveValue('partner5');
    expect(field(c.country)).toHaveValue('DE');
    expect(field(en.partners.form.socials.telegram)).toHaveValue('@anna');
    expect(field(c.sponsor)).toHaveAttribute('readonly');

    await fillField(user, field(c.login), 'anna');
    await fillField(user, field(c.birthDate), '');
    await fillField(user, field(en.partners.form.socials.x), '@anna_x');
    await user.click(save());

    expect(await screen.findByText(en.partners.updated)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/manage/partners/show/5'));
    expect(api.requestsTo('PUT /api/admin/partners/5')[0]?.body).toEqual({
      firstName: 'Anna',
      lastName: 'Berg',
      email: 'partner5@example.com',
      login: 'anna',
      phone: '+49 151 2345 6789',
      birthDate: null,
      country: 'DE',
      countryCode: '+49',
      socials: { telegram: '@anna', instagram: null, facebook: null, x: '@anna_x' },
    });
  });

  it('checks the profile fields before sending', async () => {
    const api = setup({ 'GET /api/admin/partners/5': { data: partnerFixture(5) } });
    const { user } = renderAdmin('/admin/manage/partners/edit/5');
    await findTitle(`${en.routes.partnersEdit} partner5`);
    await fillField(user, field(en.partners.form.socials.instagram), 'anna');
    await fillField(user, field(c.birthDate), '2990-01-01');
    await fillField(user, field(c.countryCode), '49');
    await user.click(save());
    await expectFieldMessage(en.partners.form.socials.instagram, common.validation.addAt);
    await expectFieldMessage(c.birthDate, common.validation.invalidDate);
    await expectFieldMessage(c.countryCode, common.validation.invalidCountryCode);
    expect(api.requestsTo('PUT /api/admin/partners/5')).toHaveLength(0);
  });

  it("places a taken email and the server's social-handle refusal beside their fields", async () => {
    setup({
      'GET /api/admin/partners/5': { data: partnerFixture(5) },
      'PUT /api/admin/partners/5': apiError(409, 'ALREADY_EXISTS', {
        email: 'taken',
        'socials.telegram': 'addAt',
      }),
    });
    const { user } = renderAdmin('/admin/manage/partners/edit/5');
    await findTitle(`${en.routes.partnersEdit} partner5`);
    await user.click(save());
    await expectFieldMessage(c.email, common.validation.taken);
    await expectFieldMessage(en.partners.form.socials.telegram, common.validation.addAt);
    expect(location()).toBe('/admin/manage/partners/edit/5');
  });

  it('an unknown id shows the not-found state', async () => {
    setup({ 'GET /api/admin/partners/77': apiError(404, 'NOT_FOUND') });
    renderAdmin('/admin/manage/partners/edit/77');
    expect(await screen.findByTestId('record-not-found')).toHaveTextContent(en.record.notFound);
  });
});
