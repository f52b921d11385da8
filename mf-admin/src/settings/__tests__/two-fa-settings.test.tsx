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
import { ALL_PERMISSIONS } from '../../testing/fixtures';
import { currentAdminReply, renderAdmin, storeAdminSession } from '../../testing/render-admin';

const en = adminLocales.en;
const common = commonLocales.en;
const t = en.twoFaSettings;
const SECRET = 'JBSWY3DPEHPK3PXP';
const OTPAUTH = `otpauth://totp/Platform:admin?secret=${SECRET}&issuer=Platform`;
const CODES = Array.from({ length: 10 }, (_, i) => `ab${i}c-d${i}ef`);

function setup(handlers: Record<string, MockHandler>) {
  storeAdminSession({ permissions: ALL_PERMISSIONS });
  return mockApi({
    'GET /api/user': currentAdminReply({ permissions: ALL_PERMISSIONS }),
    ...handlers,
  });
}

it('enables 2FA: QR code and secret, a code, then the recovery codes once', async () => {
  const statuses = [
    { data: { enabled: false, recoveryCodesLeft: 0 } },
    { data: { enabled: true, recoveryCodesLeft: 10 } },
  ];
  const enableReplies = [
    apiError(422, 'TWO_FA_INVALID', { code: 'wrongTwoFaCode' }),
    { data: { recoveryCodes: CODES } },
  ];
  const api = setup({
    'GET /api/admin/settings/two-fa': () =>
      statuses.shift() ?? { data: { enabled: true, recoveryCodesLeft: 10 } },
    'POST /api/admin/settings/two-fa/setup': { data: { secret: SECRET, otpauthUrl: OTPAUTH } },
    'POST /api/admin/settings/two-fa/enable': () => enableReplies.shift()!,
  });
  const { user } = renderAdmin('/admin/manage/settings/two-fa');
  await findTitle(en.routes.settingsTwoFa);
  expect(await screen.findByTestId('two-fa-state')).toHaveTextContent(en.twoFa.off);

  await user.click(screen.getByRole('button', { name: t.enable }));
  expect((await screen.findByTestId('two-fa-qr')).querySelector('svg')).not.toBeNull();
  expect(screen.getByTestId('two-fa-secret')).toHaveTextContent(SECRET);

  await user.click(screen.getByRole('button', { name: t.confirm }));
  await expectFieldMessage(t.code, common.validation.required);
  await fillField(user, screen.getByLabelText(t.code), '12');
  await expectFieldMessage(t.code, common.validation.invalidTwoFaCode);

  await fillField(user, screen.getByLabelText(t.code), '123456');
  await user.click(screen.getByRole('button', { name: t.confirm }));
  await expectFieldMessage(t.code, common.validation.wrongTwoFaCode);

  await fillField(user, screen.getByLabelText(t.code), '654321');
  await user.click(screen.getByRole('button', { name: t.confirm }));
  const codes = await screen.findByTestId('recovery-codes');
  for (const code of CODES) expect(screen.getByText(code)).toBeInTheDocument();
  expect(api.requestsTo('POST /api/admin/settings/two-fa/enable').map((r) => r.body)).toEqual([
    { code: '123456' },
    { code: '654321' },
  ]);
  const download = screen.getByText(t.downloadCodes).closest('a')!;
  expect(download).toHaveAttribute('download', 'recovery-codes.txt');
  expect(decodeURIComponent(download.getAttribute('href')!)).toBe(
    `data:text/plain;charset=utf-8,${CODES.join('\n')}\n`,
  );
  await waitFor(() => expect(screen.getByTestId('two-fa-state')).toHaveTextContent(en.twoFa.on));

  await user.click(screen.getByRole('button', { name: t.done }));
  expect(codes).not.toBeInTheDocument();
  expect(screen.queryByText(CODES[0]!)).toBeNull();
  expect(screen.getByRole('button', { name: t.disable })).toBeInTheDocument();
});

it('disables 2FA with a code; a lock shows as its translated text', async () => {
  const statuses = [
    { data: { enabled: true, recoveryCodesLeft: 7 } },
    { data: { enabled: false, recoveryCodesLeft: 0 } },
  ];
  const disableReplies = [apiError(429, 'TWO_FA_LOCKED'), { data: { ok: true } }];
  const api = setup({
    'GET /api/admin/settings/two-fa': () => statuses.shift()!,
    'POST /api/admin/settings/two-fa/disable': () => disableReplies.shift()!,
  });
  const { user } = renderAdmin('/admin/manage/settings/two-fa');
  expect(await screen.findByTestId('two-fa-state')).toHaveTextContent(en.twoFa.on);
  expect(screen.getByText('7')).toBeInTheDocument();

  await fillField(user, screen.getByLabelText(t.code), 'abcd-efgh');
  await user.click(screen.getByRole('button', { name: t.disable }));
  expect(await screen.findByRole('alert')).toHaveTextContent(common.errors.TWO_FA_LOCKED);

  await user.click(screen.getByRole('button', { name: t.disable }));
  await waitFor(() => expect(screen.getByTestId('two-fa-state')).toHaveTextContent(en.twoFa.off));
  expect(api.requestsTo('POST /api/admin/settings/two-fa/disable').at(-1)?.body).toEqual({
    code: 'abcd-efgh',
  });
  expect(screen.getByRole('button', { name: t.enable })).toBeInTheDocument();
});
