import { meQueryOptions } from 'shared-api';
import { screen, waitFor, within } from '@testing-library/react';
import {
  commonLocales,
  apiError,
  expectFieldMessage,
  fillField,
  findTitle,
  mockApi,
  type MockHandler,
} from 'shared-ui/testing';
import { cabinetLocales } from '../../../i18n/all-languages';
import { partnerFixture } from '../../../testing/fixtures';
import { renderCabinet } from '../../../testing/render-cabinet';

const en = cabinetLocales.en;
const tf = en.security.twoFa;
const common = commonLocales.en;
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Platform:ivan?secret=JBSW',
};
const CODES = Array.from({ length: 10 }, (_, i) => `ab${i}d-12${i}4`);

/** jsdom's Blob has no text(): read it the browser's older way. */
function readText(blob: Blob) {
  return new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string); // read as text: always a string
    reader.readAsText(blob);
  });
}

async function renderSecurity(enabled: boolean, handlers: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/client/me': {
      data: partnerFixture({ twoFactorEnabled: enabled }),
    },
    'GET /api/client/security/two-fa': {
      data: { enabled, recoveryCodesLeft: enabled ? 8 : 0 },
    },
    'POST /api/client/security/two-fa/setup': { data: SETUP },
    'POST /api/client/security/two-fa/enable': {
      data: { recoveryCodes: CODES },
    },
    'POST /api/client/security/two-fa/disable': { data: { ok: true } },
    ...handlers,
  });
  const view = renderCabinet('/client/security');
  await findTitle(en.routes.security.title);
  await screen.findByText(tf.title);
  return { ...view, api };
}

async function startEnabling(user: ReturnType<typeof renderCabinet>['user']) {
  await user.click(screen.getByRole('button', { name: tf.enable }));
  await screen.findByTestId('two-fa-secret');
}

async function confirmCode(user: ReturnType<typeof renderCabinet>['user'], code: string) {
  await fillField(user, screen.getByLabelText(tf.code), code);
  await user.click(screen.getByRole('button', { name: tf.confirm }));
}

it('enables 2FA: QR code and secret, a code, then the 10 recovery codes once', async () => {
  const { user, api, queryClient } = await renderSecurity(false);
  expect(screen.getByTestId('two-fa-state')).toHaveTextContent(tf.off);
  await startEnabling(user);

  expect(screen.getByTestId('two-fa-secret')).toHaveTextContent(SETUP.secret);
  expect(screen.getByLabelText(tf.qrLabel).querySelector('svg')).toBeInTheDocument();
  expect(api.requestsTo('POST /api/client/security/two-fa/setup')).toHaveLength(1);

  await confirmCode(user, '123456');
  const list = await screen.findByTestId('recovery-codes');
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(CODES);
  expect(api.requestsTo('POST /api/client/security/two-fa/enable')[0]?.body).toEqual({
    code: '123456',
  });
  // 2FA is already on behind the codes.
  expect(screen.getByTestId('two-fa-state')).toHaveTextContent(tf.on);
  expect(queryClient.getQueryData(meQueryOptions().queryKey)?.twoFactorEnabled).toBe(true);

  await user.click(screen.getByRole('button', { name: en.security.codes.saved }));
  expect(await screen.findByText(tf.enabled)).toBeInTheDocument();
  // Shown once: gone after "I have saved them".
  expect(screen.queryByTestId('recovery-codes')).toBeNull();
  expect(screen.getByRole('button', { name: tf.disable })).toBeInTheDocument();
});

it('copies and downloads the recovery codes', async () => {
  const { user } = await renderSecurity(false);
  await startEnabling(user);
  await confirmCode(user, '123456');
  await screen.findByTestId('recovery-codes');

  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText },
    configurable: true,
  });
  await user.click(screen.getByRole('button', { name: en.security.codes.copy }));
  expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));

  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:codes';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  await user.click(screen.getByRole('button', { name: en.security.codes.download }));
  expect(click).toHaveBeenCalledTimes(1);
  const text = await readText(blobs[0]!);
  for (const code of CODES) expect(text).toContain(code);
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:codes');
  click.mockRestore();
});

it('checks the code format before sending it', async () => {
  const { user, api } = await renderSecurity(false);
  await startEnabling(user);
  await confirmCode(user, '12');
  await expectFieldMessage(tf.code, common.validation.invalidTwoFaCode);
  expect(api.requestsTo('POST /api/client/security/two-fa/enable')).toHaveLength(0);
});

it('shows a wrong code beside the field and keeps 2FA off', async () => {
  const { user } = await renderSecurity(false, {
    'POST /api/client/security/two-fa/enable': apiError(422, 'TWO_FA_INVALID', {
      code: 'wrongTwoFaCode',
    }),
  });
  await startEnabling(user);
  await confirmCode(user, '000000');
  await expectFieldMessage(tf.code, common.validation.wrongTwoFaCode);
  expect(screen.queryByTestId('recovery-codes')).toBeNull();
  expect(screen.getByTestId('two-fa-state')).toHaveTextContent(tf.off);
});

it('shows the lock after too many wrong codes', async () => {
  const { user } = await renderSecurity(false, {
    'POST /api/client/security/two-fa/enable': apiError(429, 'TWO_FA_LOCKED'),
  });
  await startEnabling(user);
  await confirmCode(user, '000000');
  expect(await screen.findByRole('alert')).toHaveTextContent(common.errors.TWO_FA_LOCKED);
  // A lock is no session end.
  expect(localStorage.getItem('clientToken')).toBe('client-token');
});

it('can cancel the setup', async () => {
  const { user } = await renderSecurity(false);
  await startEnabling(user);
  await user.click(screen.getByRole('button', { name: common.actions.cancel }));
  expect(screen.queryByTestId('two-fa-secret')).toBeNull();
  expect(screen.getByRole('button', { name: tf.enable })).toBeInTheDocument();
});

it('disables 2FA with a code and says "2FA disabled"', async () => {
  const { user, api, queryClient } = await renderSecurity(true);
  expect(screen.getByTestId('two-fa-state')).toHaveTextContent(tf.on);
  expect(screen.getByText(tf.onText.replace('{{left}}', '8'))).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: tf.disable }));
  await fillField(user, screen.getByLabelText(tf.code), 'abcd-1234');
  await user.click(screen.getAllByRole('button', { name: tf.disable }).at(-1)!);

  expect(await screen.findByText(tf.disabled)).toBeInTheDocument();
  expect(api.requestsTo('POST /api/client/security/two-fa/disable')[0]?.body).toEqual({
    code: 'abcd-1234',
  });
  await waitFor(() => expect(screen.getByTestId('two-fa-state')).toHaveTextContent(tf.off));
  expect(queryClient.getQueryData(meQueryOptions().queryKey)?.twoFactorEnabled).toBe(false);
});

it('keeps 2FA on when the disabling code is wrong', async () => {
  const { user } = await renderSecurity(true, {
    'POST /api/client/security/two-fa/disable': apiError(422, 'TWO_FA_INVALID', {
      code: 'wrongTwoFaCode',
    }),
  });
  await user.click(screen.getByRole('button', { name: tf.disable }));
  await fillField(user, screen.getByLabelText(tf.code), '111111');
  await user.click(screen.getAllByRole('button', { name: tf.disable }).at(-1)!);
  await expectFieldMessage(tf.code, common.validation.wrongTwoFaCode);
  expect(screen.getByTestId('two-fa-state')).toHaveTextContent(tf.on);
});
