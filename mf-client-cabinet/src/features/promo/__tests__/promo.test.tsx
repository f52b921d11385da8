import { screen, waitFor, within } from '@testing-library/react';
import type { ClientPromo } from 'shared-api';
import {
  commonLocales,
  expectFieldMessage,
  fillField,
  findTitle,
  mockApi,
  type MockHandler,
} from 'shared-ui/testing';
import { cabinetLocales } from '../../../i18n/all-languages';
import { partnerFixture, profileFixture } from '../../../testing/fixtures';
import { refusal } from '../../../testing/money-fixtures';
import { clientPromoFixture, promoRequestFixture } from '../../../testing/network-fixtures';
import { renderCabinet } from '../../../testing/render-cabinet';

const en = cabinetLocales.en;
const form = en.promo.form;
const v = commonLocales.en.validation;
const PROMO = 'GET /api/client/promo';
const FILE = 'POST /api/client/promo/requests';

async function renderPromo(
  promo: ClientPromo | MockHandler = clientPromoFixture(),
  handlers: Record<string, MockHandler> = {},
) {
  const api = mockApi({
    'GET /api/client/me': { data: partnerFixture() },
    'GET /api/client/profile': { data: profileFixture({ phone: '+49 151 2345 6789' }) },
    [PROMO]: typeof promo === 'function' ? promo : { data: promo },
    [FILE]: { status: 201, data: promoRequestFixture() },
    ...handlers,
  });
  const view = renderCabinet('/client/promo');
  await findTitle(en.routes.promo.title);
  await screen.findByTestId('promo-progress');
  return { ...view, api };
}

const submit = (user: ReturnType<typeof renderCabinet>['user']) =>
  user.click(screen.getByRole('button', { name: form.submit }));

it('shows the campaign, its 8 levels with prizes, and the partner’s turnover and level', async () => {
  await renderPromo();
  const campaign = screen.getByTestId('promo-campaign');
  expect(campaign).toHaveTextContent('Launch promo');
  expect(campaign).toHaveTextContent('May 10, 2025');
  expect(campaign).toHaveTextContent('Aug 10, 2025');
  expect(screen.queryByTestId('promo-ended')).toBeNull();

  const rows = within(screen.getByTestId('promo-tiers')).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(8);
  expect(rows[0]).toHaveTextContent('Level 15,000.00 GTC1 g gold barReached');
  expect(rows[1]).toHaveTextContent(en.promo.tiers.reached);
  expect(rows[2]).toHaveTextContent('Level 320,000.00 GTCFlight up to 1 200 USD');
  expect(rows[2]).not.toHaveTextContent(en.promo.tiers.reached);

  const progress = screen.getByTestId('promo-progress');
  expect(within(progress).getByTestId('promo-turnover')).toHaveTextContent('12,000.00 GTC');
  expect(within(progress).getByTestId('promo-level')).toHaveTextContent('2');
  expect(progress).toHaveTextContent('8,000.00 GTC more to level 3: Flight up to 1 200 USD');
  expect(
    within(progress).getByRole('progressbar', { name: 'Progress to level 3' }),
  ).toHaveAttribute('aria-valuenow', '60');
});

it('says the campaign has ended and offers no form', async () => {
  await renderPromo(clientPromoFixture({ ended: true }));
  expect(screen.getByTestId('promo-ended')).toHaveTextContent('The campaign has ended');
  expect(screen.getByTestId('promo-progress')).not.toHaveTextContent(/more to level/);
  expect(screen.queryByTestId('promo-form')).toBeNull();
});

it('tells a partner below level 1 what to reach, without the form', async () => {
  await renderPromo(clientPromoFixture({ level: 0, turnover: '1000000000' }));
  expect(screen.getByTestId('promo-not-qualified')).toHaveTextContent(
    'Reach level 1 (5,000.00 GTC of first-line turnover)',
  );
  expect(screen.queryByTestId('promo-form')).toBeNull();
});

it('shows the status of a filed form instead of the form', async () => {
  await renderPromo(clientPromoFixture({ request: promoRequestFixture({ status: 'approved' }) }));
  const request = screen.getByTestId('promo-request');
  expect(request).toHaveTextContent(en.promo.request.statuses.approved);
  expect(request).toHaveTextContent('Level 2');
  expect(screen.queryByTestId('promo-form')).toBeNull();
});

it('says so when there is no campaign', async () => {
  mockApi({
    'GET /api/client/me': { data: partnerFixture() },
    'GET /api/client/profile': { data: profileFixture() },
    [PROMO]: {
      data: clientPromoFixture({ campaign: null, level: 0, turnover: '0' }),
    },
  });
  renderCabinet('/client/promo');
  expect(await screen.findByText(en.promo.none)).toBeInTheDocument();
});

describe('the participant form', () => {
  it('is prefilled from the profile and checks Latin letters and the passport', async () => {
    const { user, api } = await renderPromo();
    expect(screen.getByLabelText(form.firstName)).toHaveValue('Ivan');
    expect(screen.getByLabelText(form.birthDate)).toHaveValue('1990-04-01');
    expect(screen.getByText('Germany')).toBeInTheDocument();

    await fillField(user, screen.getByLabelText(form.firstName), 'Иван');
    await fillField(user, screen.getByLabelText(form.lastName), 'Petrov-2');
    await fillField(user, screen.getByLabelText(form.city), 'Berlin 10');
    await fillField(user, screen.getByLabelText(form.passportNumber), 'AB-12');
    await submit(user);
    await expectFieldMessage(form.firstName, v.latinNoSymbols);
    await expectFieldMessage(form.lastName, v.latinNoSymbols);
    await expectFieldMessage(form.city, v.latinOnly);
    await expectFieldMessage(form.passportNumber, v.invalidPassport);
    await expectFieldMessage(form.passportExpiry, v.required);
    expect(api.requestsTo(FILE)).toHaveLength(0);
  });

  it('files the form, says so and shows the filed request', async () => {
    let filed = false;
    const { user, api } = await renderPromo(() => ({
      data: clientPromoFixture({ request: filed ? promoRequestFixture() : null }),
    }));
    api.requests.length = 0;
    await fillField(user, screen.getByLabelText(form.city), ' Berlin ');
    await fillField(user, screen.getByLabelText(form.passportNumber), 'AB123456');
    await fillField(user, screen.getByLabelText(form.passportExpiry), '2030-01-01');
    await user.tab();
    filed = true;
    await submit(user);

    await waitFor(() => expect(api.requestsTo(FILE)).toHaveLength(1));
    expect(api.requestsTo(FILE)[0]?.body).toEqual({
      firstName: 'Ivan',
      lastName: 'Petrov',
      birthDate: '1990-04-01',
      country: 'DE',
      city: 'Berlin',
      passportNumber: 'AB123456',
      passportExpiry: '2030-01-01',
      phone: '+49 151 2345 6789',
    });
    await waitFor(() =>
      expect(document.querySelector('.ant-message')).toHaveTextContent(form.filed),
    );
    expect(await screen.findByTestId('promo-request')).toHaveTextContent(
      en.promo.request.statuses.submitted,
    );
    expect(screen.queryByTestId('promo-form')).toBeNull();
  });

  it('shows a refusal of the server', async () => {
    const { user } = await renderPromo(clientPromoFixture(), {
      [FILE]: refusal(409, 'INVALID_STATE'),
    });
    await fillField(user, screen.getByLabelText(form.city), 'Berlin');
    await fillField(user, screen.getByLabelText(form.passportNumber), 'AB123456');
    await fillField(user, screen.getByLabelText(form.passportExpiry), '2030-01-01');
    await user.tab();
    await submit(user);
    expect(await screen.findByText(commonLocales.en.errors.INVALID_STATE)).toBeInTheDocument();
  });
});
