import { screen, waitFor, within } from '@testing-library/react';
import { IDEMPOTENCY_HEADER, type InvestmentPackage } from 'shared-api';
import {
  commonLocales,
  expectFieldMessage,
  findTitle,
  linkTo,
  mockApi,
  onPhoneScreen,
  type MockHandler,
} from 'shared-ui/testing';
import { cabinetLocales } from '../../../i18n/all-languages';
import { partnerFixture } from '../../../testing/fixtures';
import {
  packageFixture,
  partnerPackageFixture,
  refusal,
  walletFixture,
} from '../../../testing/money-fixtures';
import { renderCabinet } from '../../../testing/render-cabinet';

const en = cabinetLocales.en;
const order = en.packages.order;
const common = commonLocales.en;
const BUY = 'POST /api/client/packages/purchase';
const UPGRADE = 'POST /api/client/packages/upgrade';
const CATALOGUE = 'GET /api/client/packages';
const OFFER = 'I accept the public offer';
const PRIVACY = 'I agree to the privacy policy';
type User = ReturnType<typeof renderCabinet>['user'];

const mini: InvestmentPackage = packageFixture({
  id: 1,
  name: 'Mini',
  price: '100000000',
  dailyIncomeBp: 40,
  linearLevels: 1,
  binaryDailyLimit: '50000000',
  totalIncome: '120000000',
});
const start = packageFixture();
const pro = packageFixture({
  id: 3,
  name: 'Pro',
  price: '1000000000',
  dailyIncomeBp: 50,
  additionalDays: 10,
  linearLevels: 3,
  binaryDailyLimit: '500000000',
  totalIncome: '1550000000',
});

async function renderInvest({
  wallet = walletFixture(),
  mine = [],
  handlers = {},
}: {
  wallet?: ReturnType<typeof walletFixture>;
  mine?: ReturnType<typeof partnerPackageFixture>[];
  handlers?: Record<string, MockHandler>;
} = {}) {
  const api = mockApi({
    'GET /api/client/me': { data: partnerFixture() },
    // Served out of order: the screen shows the cheapest first.
    [CATALOGUE]: { data: { items: [pro, mini, start] } },
    'GET /api/client/wallet': { data: wallet },
    'GET /api/client/my-packages': { data: { items: mine } },
    [BUY]: { data: partnerPackageFixture({ id: 12 }) },
    [UPGRADE]: { data: partnerPackageFixture() },
    ...handlers,
  });
  const view = renderCabinet('/client/invest-package');
  await findTitle(en.routes.investPackage.title);
  await screen.findByTestId('package-2');
  return { ...view, api };
}

const card = (id: number) => within(screen.getByTestId(`package-${id}`));

async function open(user: User, id: number, action: string) {
  await user.click(card(id).getByRole('button', { name: action }));
  return within(await screen.findByRole('dialog'));
}

async function consent(user: User) {
  await user.click(screen.getByLabelText(OFFER));
  await user.click(screen.getByLabelText(PRIVACY));
}

it('shows each package with its price, terms and total income, cheapest first', async () => {
  await renderInvest();
  const ids = screen.getAllByTestId(/^package-\d$/).map((el) => el.dataset.testid);
  expect(ids).toEqual(['package-1', 'package-2', 'package-3']);
  const proCard = screen.getByTestId('package-3');
  for (const text of [
    '1,000.00 GTC',
    '0.5%',
    '300 days + 10 additional days',
    '500.00 GTC',
    '1,550.00 GTC',
  ])
    expect(proCard).toHaveTextContent(text);
  expect(card(3).getByText(en.packages.linearLevels).closest('tr')).toHaveTextContent('3');
  expect(card(2).getByText('300 days')).toBeInTheDocument();
});

it('buys only with both consents, each linking to its document', async () => {
  const { user, api } = await renderInvest();
  const dialog = await open(user, 2, en.packages.buy);
  expect(dialog.getByText('Buy the package Start')).toBeInTheDocument();
  expect(
    linkTo(dialog.getByText('public offer').closest('label')!, '/public-offer'),
  ).toHaveAttribute('target', '_blank');
  expect(
    linkTo(dialog.getByText('privacy policy').closest('label')!, '/privacy-policy'),
  ).toBeTruthy();

  await user.click(dialog.getByRole('button', { name: 'Buy for 500.00 GTC' }));
  await expectFieldMessage(OFFER, common.validation.consentRequired);
  await expectFieldMessage(PRIVACY, common.validation.consentRequired);
  await user.click(screen.getByLabelText(OFFER));
  await user.click(dialog.getByRole('button', { name: 'Buy for 500.00 GTC' }));
  await expectFieldMessage(PRIVACY, common.validation.consentRequired);
  expect(api.requestsTo(BUY)).toHaveLength(0);
});

it('buys with the consents and a key, says so, and reloads the balance and packages', async () => {
  const { user, api } = await renderInvest();
  const dialog = await open(user, 2, en.packages.buy);
  await consent(user);
  await user.click(dialog.getByRole('button', { name: 'Buy for 500.00 GTC' }));

  expect(await screen.findByText(order.bought)).toBeInTheDocument();
  const [request] = api.requestsTo(BUY);
  expect(request?.body).toEqual({ packageId: 2, acceptOffer: true, acceptPrivacy: true });
  expect(request?.headers[IDEMPOTENCY_HEADER]).toBeTruthy();
  await waitFor(() => expect(api.requestsTo(CATALOGUE)).toHaveLength(2));
  await waitFor(() => expect(api.requestsTo('GET /api/client/me')).toHaveLength(2));
  // The dialog now says it is done and leads to the package.
  expect(screen.getByText(order.boughtText)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: order.toMyPackages }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/client/my-package'),
  );
});

it('marks the packages the partner holds in the catalogue', async () => {
  const held = partnerPackageFixture();
  await renderInvest({ mine: [held] });
  await screen.findByTestId(`package-${held.package.id}`);
  expect(card(held.package.id).getByText(en.packages.held)).toBeInTheDocument();
  for (const other of [1, 2, 3].filter((id) => id !== held.package.id)) {
    expect(card(other).queryByText(en.packages.held)).toBeNull();
  }
});

it('says "Insufficient funds" beside the button, with a top-up link, before trying', async () => {
  const { user, api } = await renderInvest({ wallet: walletFixture({ GTC: '499990000' }) });
  const dialog = await open(user, 2, en.packages.buy);
  const notice = dialog.getByTestId('insufficient-funds');
  expect(notice).toHaveTextContent(common.errors.INSUFFICIENT_FUNDS);
  expect(linkTo(notice, '/client/balance-deposit')).toHaveTextContent(en.money.topUp);
  expect(dialog.getByRole('button', { name: 'Buy for 500.00 GTC' })).toBeDisabled();
  expect(api.requestsTo(BUY)).toHaveLength(0);
});

it("shows the server's insufficient funds beside the button, with a top-up link", async () => {
  const { user } = await renderInvest({
    handlers: { [BUY]: refusal(409, 'INSUFFICIENT_FUNDS', { amount: 'insufficientFunds' }) },
  });
  const dialog = await open(user, 2, en.packages.buy);
  await consent(user);
  await user.click(dialog.getByRole('button', { name: 'Buy for 500.00 GTC' }));
  const notice = await dialog.findByTestId('insufficient-funds');
  expect(linkTo(notice, '/client/balance-deposit')).toBeTruthy();
  expect(screen.queryByText(order.bought)).toBeNull();
});

it('shows a package that went off sale beside the button', async () => {
  const { user } = await renderInvest({
    handlers: { [BUY]: refusal(422, 'VALIDATION_FAILED', { packageId: 'packageUnavailable' }) },
  });
  const dialog = await open(user, 2, en.packages.buy);
  await consent(user);
  await user.click(dialog.getByRole('button', { name: 'Buy for 500.00 GTC' }));
  expect(await dialog.findByText(common.validation.packageUnavailable)).toBeInTheDocument();
});

it('upgrades an active cheaper package for the difference', async () => {
  const { user, api } = await renderInvest({ mine: [partnerPackageFixture()] });
  // Nothing is cheaper than Mini: it cannot be an upgrade.
  expect(card(1).queryByRole('button', { name: en.packages.upgrade })).toBeNull();
  const dialog = await open(user, 2, en.packages.upgrade);
  expect(dialog.getByText('Upgrade to the package Start')).toBeInTheDocument();
  expect(dialog.getByTestId('order-cost')).toHaveTextContent('400.00 GTC');
  await consent(user);
  await user.click(dialog.getByRole('button', { name: 'Upgrade for 400.00 GTC' }));

  expect(await screen.findByText(order.upgraded)).toBeInTheDocument();
  expect(api.requestsTo(UPGRADE)[0]?.body).toEqual({
    partnerPackageId: 11,
    packageId: 2,
    acceptOffer: true,
    acceptPrivacy: true,
  });
  expect(api.requestsTo(UPGRADE)[0]?.headers[IDEMPOTENCY_HEADER]).toBeTruthy();
  expect(api.requestsTo(BUY)).toHaveLength(0);
});

it('asks which package to upgrade when several qualify', async () => {
  const { user, api } = await renderInvest({
    mine: [partnerPackageFixture(), partnerPackageFixture({ id: 14 })],
  });
  const dialog = await open(user, 3, en.packages.upgrade);
  expect(dialog.getByTestId('order-cost')).toHaveTextContent('—');
  await consent(user);
  await user.click(dialog.getByRole('button', { name: en.packages.upgrade }));
  await expectFieldMessage(order.from, common.validation.required);
  expect(api.requestsTo(UPGRADE)).toHaveLength(0);
});

describe('on a phone', () => {
  onPhoneScreen();

  it("puts each term's label above its value, so amounts keep their width", async () => {
    await renderInvest();
    await screen.findByTestId('package-3');
    const label = card(3).getByText(en.packages.binaryLimit);
    // Vertical descriptions: the label has a row of its own, the value the row below.
    expect(label.closest('tr')).not.toHaveTextContent('GTC');
    expect(label.closest('tr')?.nextElementSibling).toHaveTextContent('GTC');
  });
});
