import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { disableClientTwoFactor, enableClientTwoFactor } from '..';
import { fetchClientProfile, uploadClientAvatar } from '..';
import { apiClient } from '../http/api-client';
import { toApiError } from '../http/api-error';
import { setNavigator } from '../http/navigation';
import { saveClientToken } from '../session/session-store';

const PROFILE = {
  login: 'ivan',
  email: 'ivan@example.com',
  firstName: 'Ivan',
  lastName: 'Petrov',
  phone: '+49 151 2345 6789',
  birthDate: '1990-04-01',
  country: 'DE',
  countryCode: '+49',
  socials: { telegram: '@ivan' },
  avatarUrl: null,
  twoFactorEnabled: false,
};

let seen: InternalAxiosRequestConfig[];

/** Answers every request with `data` (or rejects like axios for a non-2xx status). */
function answer(data: unknown, status = 200) {
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
}

beforeEach(() => {
  seen = [];
  setNavigator(jest.fn());
  saveClientToken('client-t');
});

describe('profile', () => {
  it('reads the profile with the client token', async () => {
    answer(PROFILE);
    await expect(fetchClientProfile()).resolves.toEqual(PROFILE);
    expect(seen[0]).toMatchObject({ method: 'get', url: '/api/client/profile' });
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer client-t');
  });

  it('refuses a malformed profile answer', async () => {
    answer({ ...PROFILE, twoFactorEnabled: undefined });
    await expect(fetchClientProfile()).rejects.toThrow();
  });

  it('uploads the avatar as multipart, field "avatar", and returns its URL', async () => {
    answer({ avatarUrl: '/api/files/avatars/abc.png' });
    const file = new File(['png-bytes'], 'me.png', { type: 'image/png' });
    await expect(uploadClientAvatar(file, file.name)).resolves.toBe('/api/files/avatars/abc.png');
    expect(seen[0]).toMatchObject({ method: 'post', url: '/api/client/profile/avatar' });
    expect(String(seen[0]!.headers.get('Content-Type'))).toMatch(/^multipart\/form-data/);
    const sent = seen[0]!.data as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get('avatar') as File).name).toBe('me.png');
  });

  it('passes an upload refusal on with its field code', async () => {
    answer(
      { error: { code: 'UPLOAD_REJECTED', message: 'x', fields: { avatar: 'fileTooLarge' } } },
      413,
    );
    const failure = await uploadClientAvatar(new Blob(['x'])).catch((e: unknown) => e);
    expect(toApiError(failure)).toMatchObject({
      status: 413,
      code: 'UPLOAD_REJECTED',
      fields: { avatar: 'fileTooLarge' },
    });
  });
});

describe('2FA and password', () => {
  it('refuses an enable answer without exactly 10 codes', async () => {
    answer({ recoveryCodes: ['abcd-0000'] });
    await expect(enableClientTwoFactor('123456')).rejects.toThrow();
  });

  it('passes a wrong-code refusal on unchanged (a 422 does not end the session)', async () => {
    answer(
      { error: { code: 'TWO_FA_INVALID', message: 'x', fields: { code: 'wrongTwoFaCode' } } },
      422,
    );
    const failure = await disableClientTwoFactor('000000').catch((e: unknown) => e);
    expect(toApiError(failure)).toMatchObject({ status: 422, code: 'TWO_FA_INVALID' });
    expect(localStorage.getItem('clientToken')).toBe('client-t');
  });
});
