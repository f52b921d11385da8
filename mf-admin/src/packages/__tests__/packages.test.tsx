import { screen, waitFor, within } from '@testing-library/react';
import { units, type Language, type Permission } from 'shared-api';
import { LANGUAGE_NAMES } from 'shared-ui';
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
import { ALL_PERMISSIONS, pageReply } from '../../testing/fixtures';
import { packageFixture } from '../../testing/money-fixtures';
import { currentAdminReply, renderAdmin, storeAdminSession } from '../../testing/render-admin';

const en = adminLocales.en;
const common = commonLocales.en;
const col = en.packages.columns;
/** The name input of one language: "Name (Deutsch)". */
const nameIn = (lang: Language) => `${col.name} (${LANGUAGE_NAMES[lang]})`;

function setup(
  handlers: Record<string, MockHandler>,
  permissions: readonly Permission[] = ALL_PERMISSIONS,
) {
  storeAdminSession({ permissions });
  return mockApi({ 'GET /api/user': currentAdminReply({ permissions }), ...handlers });
}

const field = (label: string) => screen.getByLabelText(label);
const location = () => screen.getByTestId('location').textContent ?? '';
const save = () => screen.getByRole('button', { name: common.actions.save });

describe('the packages list', () => {
  it('shows the terms of each package and sends the URL status filter and sort', async () => {
    const api = setup({
      'GET /api/admin/packages': pageReply([packageFixture(3, { name: 'Gold', soldCount: 4 })]),
    });
    renderAdmin('/admin/manage/packages?status=active&sort=price:desc');
    await findTitle(en.routes.packages);
    const row = within((await screen.findByText('Gold')).closest('tr')!);
    expect(row.getByText('1,000.00 GTC')).toBeInTheDocument();
    expect(row.getByText('0.50%')).toBeInTheDocument();
    expect(row.getByText('300 + 10 days')).toBeInTheDocument();
    expect(row.getByText('500.00 GTC')).toBeInTheDocument();
    expect(row.getByText('1,550.00 GTC')).toBeInTheDocument();
    expect(row.getByText('4')).toBeInTheDocument();
    expect(row.getByLabelText(`${en.actions.edit} Gold`)).toHaveAttribute(
      'href',
      '/admin/manage/packages/edit/3',
    );
    expect(api.requestsTo('GET /api/admin/packages')[0]?.params).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'price:desc',
      status: 'active',
    });
  });

  it('names each package in the admin language, Russian where that one is missing', async () => {
    setup({
      'GET /api/admin/packages': pageReply([
        packageFixture(3, { nameI18n: { ru: 'Золото', en: 'Gold', de: 'Gold DE' } }),
        packageFixture(4, { nameI18n: { ru: 'Серебро', de: 'Silber' } }),
      ]),
    });
    renderAdmin('/admin/manage/packages');
    expect(await screen.findByText('Gold')).toBeInTheDocument();
    expect(screen.getByText('Серебро')).toBeInTheDocument();
    expect(screen.queryByText('Gold DE')).toBeNull();
    expect(screen.getByLabelText(`${en.actions.edit} Серебро`)).toBeInTheDocument();
  });

  it('drops an unknown status and hides create and edit without their permissions', async () => {
    const api = setup({ 'GET /api/admin/packages': pageReply([packageFixture(3)]) }, [
      'view-packages',
    ]);
    renderAdmin('/admin/manage/packages?status=sold-out');
    const row = within((await screen.findByText('Gold 3')).closest('tr')!);
    expect(row.queryByLabelText(`${en.actions.edit} Gold 3`)).toBeNull();
    expect(screen.queryByRole('button', { name: en.packages.create })).toBeNull();
    expect(api.requestsTo('GET /api/admin/packages')[0]?.params).toEqual({ page: 1, pageSize: 20 });
  });
});

describe('packages/create', () => {
  it('flags bad amounts and percentages before sending anything', async () => {
    const api = setup({});
    const { user } = renderAdmin('/admin/manage/packages/create');
    await findTitle(en.routes.packagesCreate);
    await user.click(save());
    await expectFieldMessage(nameIn('ru'), common.validation.required);
    await expectFieldMessage(col.price, common.validation.required);

    await fillField(user, field(col.price), '10.1234567');
    await fillField(user, field(col.dailyIncome), '0.455');
    await fillField(user, field(col.binaryDailyLimit), '-5');
    await expectFieldMessage(col.price, common.validation.invalidAmount);
    await expectFieldMessage(col.dailyIncome, en.money.form.invalidPercent);
    await expectFieldMessage(col.binaryDailyLimit, common.validation.invalidAmount);
    await fillField(user, field(col.dailyIncome), '0');
    await expectFieldMessage(col.dailyIncome, en.money.form.invalidPercent);
    expect(api.requestsTo('POST /api/admin/packages')).toHaveLength(0);
  });

  it('sends the name per language, money in micro-units and the income in basis points', async () => {
    const created = packageFixture(12, {
      name: 'Платина',
      nameI18n: { ru: 'Платина', en: 'Platinum' },
    });
    const api = setup({
      'POST /api/admin/packages': { status: 201, data: created },
      'GET /api/admin/packages/12': { data: created },
    });
    const { user } = renderAdmin('/admin/manage/packages/create');
    await findTitle(en.routes.packagesCreate);

    await fillField(user, field(nameIn('ru')), ' Платина ');
    await fillField(user, field(nameIn('en')), 'Platinum');
    await fillField(user, field(nameIn('de')), '   ');
    await fillField(user, field(col.price), '2 500.5');
    await fillField(user, field(col.dailyIncome), '0,45');
    await fillField(user, field(col.additionalDays), '20');
    await fillField(user, field(col.linearLevels), '4');
    await fillField(user, field(col.binaryDailyLimit), '1250');
    // 2 500.5 × 0.45 % × (300 + 20) days
    await waitFor(() =>
      expect(screen.getByTestId('total-income')).toHaveTextContent('3,600.72 GTC'),
    );
    await user.click(save());

    expect(await findTitle(`${en.routes.packagesShow} Platinum`)).toBeInTheDocument();
    expect(location()).toBe('/admin/manage/packages/show/12');
    expect(api.requestsTo('POST /api/admin/packages')[0]?.body).toEqual({
      nameI18n: { ru: 'Платина', en: 'Platinum' },
      price: '2500500000',
      dailyIncomeBp: 45,
      periodDays: 300,
      additionalDays: 20,
      linearLevels: 4,
      binaryDailyLimit: units(1250),
      status: 'active',
    });
  });
});

describe('packages/edit/{id}', () => {
  it('starts from the stored terms in whole units and percent, and saves them back', async () => {
    const pkg = packageFixture(3, { price: '999990000', dailyIncomeBp: 45 });
    const api = setup({
      'GET /api/admin/packages/3': { data: pkg },
      'PUT /api/admin/packages/3': { data: { ...pkg, status: 'inactive' } },
    });
    const { user } = renderAdmin('/admin/manage/packages/edit/3');
    await findTitle(`${en.routes.packagesEdit} Gold 3`);
    expect(field(nameIn('ru'))).toHaveValue('Gold 3');
    expect(field(nameIn('vt'))).toHaveValue('');
    expect(field(col.price)).toHaveValue('999.99');
    expect(field(col.dailyIncome)).toHaveValue('0.45');
    expect(field(col.binaryDailyLimit)).toHaveValue('500');

    await user.click(screen.getByLabelText(en.packages.statuses.inactive));
    await user.click(save());
    await waitFor(() => expect(location()).toBe('/admin/manage/packages/show/3'));
    expect(api.requestsTo('PUT /api/admin/packages/3')[0]?.body).toEqual({
      nameI18n: { ru: 'Gold 3' },
      price: '999990000',
      dailyIncomeBp: 45,
      periodDays: 300,
      additionalDays: 10,
      linearLevels: 3,
      binaryDailyLimit: units(500),
      status: 'inactive',
    });
  });
});

describe('packages/show/{id}', () => {
  it('a sold package: the refused delete (409 INVALID_STATE) says why, and it stays', async () => {
    const api = setup({
      'GET /api/admin/packages/3': { data: packageFixture(3, { soldCount: 7 }) },
      'DELETE /api/admin/packages/3': apiError(409, 'INVALID_STATE'),
    });
    const { user } = renderAdmin('/admin/manage/packages/show/3');
    await findTitle(`${en.routes.packagesShow} Gold 3`);
    expect(screen.getByTestId('sold-count')).toHaveTextContent('7');

    await user.click(screen.getByRole('button', { name: `${en.actions.delete} Gold 3` }));
    const confirm = within(await screen.findByRole('tooltip'));
    await user.click(confirm.getByRole('button', { name: en.actions.delete }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.packages.soldCannotDelete);
    expect(api.requestsTo('DELETE /api/admin/packages/3')).toHaveLength(1);
    expect(location()).toBe('/admin/manage/packages/show/3');
  });

  it('deletes an unsold package and goes back to the list', async () => {
    const api = setup({
      'GET /api/admin/packages/3': { data: packageFixture(3) },
      'DELETE /api/admin/packages/3': { status: 204 },
      'GET /api/admin/packages': pageReply([]),
    });
    const { user } = renderAdmin('/admin/manage/packages/show/3');
    await findTitle(`${en.routes.packagesShow} Gold 3`);
    await user.click(screen.getByRole('button', { name: `${en.actions.delete} Gold 3` }));
    await user.click(
      within(await screen.findByRole('tooltip')).getByRole('button', { name: en.actions.delete }),
    );
    await waitFor(() => expect(location()).toBe('/admin/manage/packages'));
    expect(api.requestsTo('DELETE /api/admin/packages/3')).toHaveLength(1);
  });

  it('offers edit and delete by permission only', async () => {
    setup({ 'GET /api/admin/packages/3': { data: packageFixture(3) } }, ['view-packages']);
    renderAdmin('/admin/manage/packages/show/3');
    await findTitle(`${en.routes.packagesShow} Gold 3`);
    expect(screen.queryByRole('button', { name: en.actions.edit })).toBeNull();
    expect(screen.queryByRole('button', { name: `${en.actions.delete} Gold 3` })).toBeNull();
  });
});
