import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { createApiClient, HTTP_TIMEOUT_MS } from '../http/api-client';
import { toApiError } from '../http/api-error';
import {
  goAfterSignIn,
  rememberReturnPage,
  RETURN_PAGE_KEY,
  setNavigator,
} from '../http/navigation';
import { saveAdminSession, saveClientToken, sessionStore } from '../session/session-store';

function clientAnswering(status: number, seen: InternalAxiosRequestConfig[] = []) {
  const client = createApiClient();
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = { data: { ok: status < 400 }, status, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', String(status), config, null, response);
    return response;
  };
  client.defaults.adapter = adapter;
  return client;
}

const navigate = jest.fn();
beforeEach(() => {
  setNavigator(navigate);
  saveAdminSession({
    token: 'admin-t',
    permissions: ['view-users'],
    user: { name: 'Ann' } as never,
  });
  saveClientToken('client-t');
  localStorage.setItem('unrelated', 'x');
});

describe('api client requests', () => {
  it('sends JSON with a JSON Accept, the 50000 ms timeout and the admin token on admin paths', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    await clientAnswering(200, seen).post('/api/admin/users', { a: 1 });
    const [config] = seen;
    expect(config!.timeout).toBe(HTTP_TIMEOUT_MS);
    expect(HTTP_TIMEOUT_MS).toBe(50000);
    expect(config!.headers.get('Accept')).toBe('application/json');
    expect(config!.headers.get('Content-Type')).toBe('application/json');
    expect(config!.headers.get('Authorization')).toBe('Bearer admin-t');
  });

  it('sends the client token elsewhere and multipart for FormData', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const form = new FormData();
    form.append('avatar', 'x');
    await clientAnswering(200, seen).post('/api/client/profile/avatar', form);
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer client-t');
    expect(String(seen[0]!.headers.get('Content-Type'))).toMatch(/^multipart\/form-data/);
  });

  it('sends no Authorization header when the needed token is missing', async () => {
    localStorage.removeItem('adminToken');
    sessionStore.setState({ adminToken: null });
    const seen: InternalAxiosRequestConfig[] = [];
    await clientAnswering(200, seen).get('/api/admin/users');
    expect(seen[0]!.headers.get('Authorization')).toBeFalsy();
  });
});

describe('api client status behaviour (spec §8)', () => {
  it.each([401, 403, 503])(
    '%i clears all local storage, goes to auth and still rejects',
    async (status) => {
      await expect(clientAnswering(status).get('/api/client/me')).rejects.toMatchObject({
        response: { status },
      });
      expect(localStorage.length).toBe(0);
      expect(sessionStore.getState()).toMatchObject({
        adminToken: null,
        clientToken: null,
        adminPermissions: [],
      });
      expect(navigate).toHaveBeenCalledWith('/login');
      // The guards read it: the route named auth wins over their own redirects.
      expect(sessionStore.getState().exitTo).toBe('/login');
    },
  );

  it('marks a 401 to a signed-in call as a session that ended, for the sign-in page', async () => {
    await clientAnswering(401)
      .get('/api/client/me')
      .catch(() => undefined);
    expect(sessionStore.getState().sessionEnded).toBe(true);
    // The next sign-in clears the mark.
    saveClientToken('client-2');
    expect(sessionStore.getState().sessionEnded).toBe(false);
  });

  it('remembers the page a session ended on; the next sign-in of that area returns to it', async () => {
    window.history.pushState({}, '', '/client/fin-operation?page=3');
    await clientAnswering(401)
      .get('/api/client/me')
      .catch(() => undefined);
    expect(sessionStorage.getItem(RETURN_PAGE_KEY)).toBe('/client/fin-operation?page=3');
    // An admin sign-in in this tab does not take the partner's page...
    goAfterSignIn('adminManage');
    expect(navigate).toHaveBeenLastCalledWith('/admin/manage');
    expect(sessionStorage.getItem(RETURN_PAGE_KEY)).toBeNull();
    // ...and a partner's sign-in returns to it once.
    saveClientToken('client-3');
    window.history.pushState({}, '', '/client/structure');
    await clientAnswering(401)
      .get('/api/client/me')
      .catch(() => undefined);
    goAfterSignIn('client');
    expect(navigate).toHaveBeenLastCalledWith('/client/structure');
    goAfterSignIn('client');
    expect(navigate).toHaveBeenLastCalledWith('/client');
  });

  it('never remembers a page outside the signed-in areas, nor after a 403', async () => {
    rememberReturnPage('//evil.example/client');
    rememberReturnPage('/clientele');
    expect(sessionStorage.getItem(RETURN_PAGE_KEY)).toBeNull();
    window.history.pushState({}, '', '/admin/manage/partners?search=x');
    await clientAnswering(403)
      .get('/api/admin/partners')
      .catch(() => undefined);
    expect(sessionStorage.getItem(RETURN_PAGE_KEY)).toBeNull();
    window.history.pushState({}, '', '/');
  });

  it.each([403, 503])('does not call a %i an ended session', async (status) => {
    await clientAnswering(status)
      .get('/api/client/me')
      .catch(() => undefined);
    expect(sessionStore.getState().sessionEnded).toBe(false);
  });

  it('does not call a 401 without a token (a wrong password) an ended session', async () => {
    localStorage.clear();
    saveClientToken('x');
    localStorage.removeItem('clientToken');
    sessionStore.setState({ clientToken: null });
    await clientAnswering(401)
      .post('/api/auth/login', {})
      .catch(() => undefined);
    expect(sessionStore.getState().sessionEnded).toBe(false);
  });

  it.each([400, 404, 409, 422, 429, 500])(
    '%i passes unchanged and keeps the session',
    async (status) => {
      const error = await clientAnswering(status)
        .get('/api/client/me')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AxiosError);
      expect((error as AxiosError).response?.status).toBe(status);
      expect(localStorage.getItem('clientToken')).toBe('client-t');
      expect(localStorage.getItem('unrelated')).toBe('x');
      expect(navigate).not.toHaveBeenCalled();
    },
  );
});

describe('api client downloads', () => {
  it("reads a refused download's JSON body (a Blob to axios) as any other refusal", async () => {
    const client = createApiClient();
    const body = { error: { code: 'NOT_FOUND', message: 'Attachment not found' } };
    client.defaults.adapter = async (config) => {
      const data = new Blob([JSON.stringify(body)], { type: 'application/json' });
      const response = { data, status: 404, statusText: '', headers: {}, config };
      throw new AxiosError('failed', '404', config, null, response);
    };
    const failure: unknown = await client
      .get('/api/client/support/attachments/7', { responseType: 'blob' })
      .catch((error: unknown) => error);
    expect(toApiError(failure)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
