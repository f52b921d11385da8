import { screen } from '@testing-library/react';
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
const pw = en.security.password;
const v = commonLocales.en.validation;
const CHANGE = 'POST /api/client/security/password';

async function renderPassword(twoFactor: boolean, change: MockHandler = { data: { ok: true } }) {
  const api = mockApi({
    'GET /api/client/me': { data: partnerFixture({ twoFactorEnabled: twoFactor }) },
    'GET /api/client/security/two-fa': {
      data: { enabled: twoFactor, recoveryCodesLeft: twoFactor ? 10 : 0 },
    },
    [CHANGE]: change,
  });
  const view = renderCabinet('/client/security');
  await findTitle(en.routes.security.title);
  await screen.findByLabelText(pw.current);
  return { ...view, api };
}

interface Entry {
  current?: string;
  next?: string;
  repeat?: string;
  code?: string;
}

async function fill(user: ReturnType<typeof renderCabinet>['user'], entry: Entry = {}) {
  const { current = 'old-password', next = 'new-password-1', repeat = next, code = '' } = entry;
  await fillField(user, screen.getByLabelText(pw.current), current);
  await fillField(user, screen.getByLabelText(pw.new), next);
  await fillField(user, screen.getByLabelText(pw.repeat), repeat);
  if (code) await fillField(user, screen.getByLabelText(pw.code), code);
  await user.click(screen.getByRole('button', { name: pw.submit }));
}

it('without 2FA: no code field; changes the password and says "Password updated"', async () => {
  const { user, api } = await renderPassword(false);
  expect(screen.queryByLabelText(pw.code)).toBeNull();
  await fill(user);
  expect(await screen.findByText(pw.updated)).toBeInTheDocument();
  expect(api.requestsTo(CHANGE)[0]?.body).toEqual({
    currentPassword: 'old-password',
    password: 'new-password-1',
  });
  expect(screen.getByLabelText(pw.current)).toHaveValue('');
});

it('with 2FA: asks for a code and sends it', async () => {
  const { user, api } = await renderPassword(true);
  await fill(user, { code: '' });
  await expectFieldMessage(pw.code, v.required);
  expect(api.requestsTo(CHANGE)).toHaveLength(0);

  await fillField(user, screen.getByLabelText(pw.code), '654321');
  await user.click(screen.getByRole('button', { name: pw.submit }));
  expect(await screen.findByText(pw.updated)).toBeInTheDocument();
  expect(api.requestsTo(CHANGE)[0]?.body).toEqual({
    currentPassword: 'old-password',
    password: 'new-password-1',
    code: '654321',
  });
});

it('shows the code field when 2FA was turned on elsewhere, with the request beside it', async () => {
  let enabled = false;
  mockApi({
    'GET /api/client/me': { data: partnerFixture({ twoFactorEnabled: false }) },
    'GET /api/client/security/two-fa': () => ({
      data: { enabled, recoveryCodesLeft: enabled ? 10 : 0 },
    }),
    [CHANGE]: () => {
      enabled = true; // turned on in another tab before this change was sent
      return apiError(422, 'VALIDATION_FAILED', { code: 'required' });
    },
  });
  const { user } = renderCabinet('/client/security');
  await screen.findByLabelText(pw.current);
  expect(screen.queryByLabelText(pw.code)).toBeNull();
  await fill(user);
  await expectFieldMessage(pw.code, v.required);
  expect(screen.queryByText(commonLocales.en.errors.VALIDATION_FAILED)).toBeNull();
  // What was typed stays: only the code is missing.
  expect(screen.getByLabelText(pw.current)).toHaveValue('old-password');
});

it('checks the new password and its repetition before sending', async () => {
  const { user, api } = await renderPassword(false);
  await fill(user, { next: 'short', repeat: 'other' });
  await expectFieldMessage(pw.new, v.passwordTooShort);
  await expectFieldMessage(pw.repeat, v.passwordsDoNotMatch);
  expect(api.requestsTo(CHANGE)).toHaveLength(0);
});

it('shows a wrong current password beside its field', async () => {
  const { user } = await renderPassword(
    false,
    apiError(422, 'INVALID_CREDENTIALS', { currentPassword: 'wrongPassword' }),
  );
  await fill(user);
  await expectFieldMessage(pw.current, v.wrongPassword);
  expect(screen.queryByText(pw.updated)).toBeNull();
});

it('shows a wrong code beside the code field, and the lock as an alert', async () => {
  const replies = [
    apiError(422, 'TWO_FA_INVALID', { code: 'wrongTwoFaCode' }),
    apiError(429, 'TWO_FA_LOCKED'),
  ];
  const { user } = await renderPassword(true, () => replies.shift()!);
  await fill(user, { code: '000000' });
  await expectFieldMessage(pw.code, v.wrongTwoFaCode);

  await user.click(screen.getByRole('button', { name: pw.submit }));
  expect(await screen.findByRole('alert')).toHaveTextContent(commonLocales.en.errors.TWO_FA_LOCKED);
});
