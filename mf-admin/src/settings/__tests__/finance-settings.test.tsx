import { screen, waitFor } from '@testing-library/react';
import type { Permission } from 'shared-api';
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
import { ALL_PERMISSIONS } from '../../testing/fixtures';
import { financeSettingsFixture, WALLET_ADDRESS } from '../../testing/money-fixtures';
import { currentAdminReply, renderAdmin, storeAdminSession } from '../../testing/render-admin';

const en = adminLocales.en;
const common = commonLocales.en;
const label = en.financeSettings.fields;
const PATH = '/admin/manage/settings/finance';

function setup(
  handlers: Record<string, MockHandler>,
  permissions: readonly Permission[] = ALL_PERMISSIONS,
) {
  storeAdminSession({ permissions });
  return mockApi({
    'GET /api/user': currentAdminReply({ permissions }),
    'GET /api/admin/settings/finance': { data: financeSettingsFixture() },
    ...handlers,
  });
}

const field = (text: string) => screen.getByLabelText(text);
const save = () => screen.getByRole('button', { name: common.actions.save });

describe('settings/finance', () => {
  it('shows the stored numbers in the units an admin types', async () => {
    setup({});
    renderAdmin(PATH);
    await findTitle(en.routes.settingsFinance);
    await waitFor(() => expect(field(label.rate)).toHaveValue('1'));
    expect(field(label.depositMin)).toHaveValue('10');
    expect(field(label.depositFee)).toHaveValue('0');
    expect(field(label.feeUsdt)).toHaveValue('3');
    expect(field(label.feeGtc)).toHaveValue('1');
    expect(field(label.dailyLimit)).toHaveValue('10000');
    expect(field(label.wallet)).toHaveValue(WALLET_ADDRESS);
    expect(field(label.processingHours)).toHaveValue('72');
    for (const day of ['5', '15', '25']) expect(screen.getByTitle(day)).toBeInTheDocument();
  });

  it('flags what the contract would refuse before sending', async () => {
    const api = setup({});
    const { user } = renderAdmin(PATH);
    await waitFor(() => expect(field(label.rate)).toHaveValue('1'));
    await fillField(user, field(label.rate), '1.0000001');
    await fillField(user, field(label.wallet), 'TXshort');
    await fillField(user, field(label.feeUsdt), '101');
    await fillField(user, field(label.processingMax), '5');
    await fillField(user, field(label.transferMin), '');
    await user.click(save());
    await expectFieldMessage(label.rate, common.validation.invalidAmount);
    await expectFieldMessage(label.wallet, 'From 20 to 64 characters');
    await expectFieldMessage(label.feeUsdt, en.money.form.invalidPercent);
    await expectFieldMessage(label.processingMax, en.financeSettings.maxBelowMin);
    await expectFieldMessage(label.transferMin, common.validation.required);
    expect(api.requestsTo('PUT /api/admin/settings/finance')).toHaveLength(0);
  });

  it('saves the whole object in micro-units, millionths and basis points: "Updated"', async () => {
    const api = setup({
      'PUT /api/admin/settings/finance': ({ body }) => ({ data: body }),
    });
    const { user } = renderAdmin(PATH);
    await waitFor(() => expect(field(label.rate)).toHaveValue('1'));
    await fillField(user, field(label.rate), '1,05');
    await fillField(user, field(label.feeUsdt), '2.5');
    await fillField(user, field(label.withdrawalMin), '25.5');
    await fillField(user, field(label.accrualHours), '12');
    await user.click(save());

    expect(await screen.findByText(en.financeSettings.updated)).toBeInTheDocument();
    const expected = financeSettingsFixture();
    expected.gtcPerUsdtPpm = 1_050_000;
    expected.withdrawal.feeBp.USDT = 250;
    expected.withdrawal.minAmount = '25500000';
    expected.packages.accrualIntervalHours = 12;
    expect(api.requestsTo('PUT /api/admin/settings/finance')[0]?.body).toEqual(expected);
    expect(field(label.rate)).toHaveValue('1.05');

    // "Undo changes" goes back to what was saved last, not to what was first loaded.
    await fillField(user, field(label.rate), '2');
    await user.click(screen.getByRole('button', { name: en.financeSettings.reset }));
    expect(field(label.rate)).toHaveValue('1.05');
  });

  it("puts the server's field error (a dotted path) beside its field", async () => {
    setup({
      'PUT /api/admin/settings/finance': apiError(422, 'VALIDATION_FAILED', {
        'deposit.minAmount': 'invalidAmount',
      }),
    });
    const { user } = renderAdmin(PATH);
    await waitFor(() => expect(field(label.rate)).toHaveValue('1'));
    await user.click(save());
    await expectFieldMessage(label.depositMin, common.validation.invalidAmount);
  });

  it('without view-transactions asks nothing (a 403 would end the session)', async () => {
    const api = setup({}, ['update-transactions']);
    renderAdmin(PATH);
    expect(await screen.findByText(en.financeSettings.cannotRead)).toBeInTheDocument();
    expect(api.requestsTo('GET /api/admin/settings/finance')).toHaveLength(0);
  });
});
