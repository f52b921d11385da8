import { act, screen } from '@testing-library/react';
import { Link, Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import { apiClient, goTo, toApiError } from 'shared-api/public';
import { useT } from '../i18n/i18n';
import { setLanguage } from '../i18n/i18n';
import {
  apiError,
  deferredReply,
  expectLocalesComplete,
  hrefs,
  linkTo,
  mockApi,
  renderRemote,
  renderWithProviders,
} from '../testing';

function Probe() {
  const { t } = useT();
  const { id } = useParams();
  const [search] = useSearchParams();
  return (
    <p>
      {t('actions.home')} {id ?? '-'} {search.get('q') ?? '-'}
    </p>
  );
}

describe('renderWithProviders', () => {
  it('renders with i18n and a router at the given route', () => {
    setLanguage('es');
    renderWithProviders(<Probe />, { route: '/items/7?q=x', path: '/items/:id' });
    expect(screen.getByText('Inicio 7 x')).toBeInTheDocument();
  });

  it('works without a path', () => {
    setLanguage('en');
    renderWithProviders(<Probe />);
    expect(screen.getByText('Home - -')).toBeInTheDocument();
  });
});

describe('mockApi', () => {
  it('answers by method and path and records the requests', async () => {
    const { requests } = mockApi({
      'POST /api/things': { status: 201, data: { id: 1 } },
      'GET /api/things': () => ({ data: { items: [] } }),
    });
    await expect(apiClient.post('/api/things', { name: 'a' })).resolves.toMatchObject({
      status: 201,
      data: { id: 1 },
    });
    await apiClient.get('/api/things?page=2');
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/things',
      'GET /api/things?page=2',
    ]);
    expect(requests[0]!.body).toEqual({ name: 'a' });
  });

  it('rejects error answers like axios, with the API error body', async () => {
    mockApi({ 'POST /api/x': apiError(409, 'ALREADY_EXISTS', { email: 'taken' }) });
    const error = await apiClient.post('/api/x', {}).catch((e: unknown) => e);
    expect(toApiError(error)).toEqual({
      status: 409,
      code: 'ALREADY_EXISTS',
      message: 'ALREADY_EXISTS',
      fields: { email: 'taken' },
      params: {},
    });
    expect(toApiError(await apiClient.get('/api/unknown').catch((e: unknown) => e)).status).toBe(
      404,
    );
  });
});

describe('mockApi, recording', () => {
  it("records axios params, and finds a handler's requests by its key", async () => {
    const api = mockApi({ 'GET /api/items': { data: { items: [] } } });
    await apiClient.get('/api/items', { params: { page: 2, search: 'ann' } });
    await apiClient.get('/api/items?page=3');
    await apiClient.post('/api/other').catch(() => undefined);
    expect(api.requestsTo('GET /api/items').map((r) => r.params)).toEqual([
      { page: 2, search: 'ann' },
      {},
    ]);
    expect(api.requestsTo('POST /api/other')).toHaveLength(1);
    expect(api.requestsTo('GET /api/none')).toEqual([]);
  });

  it('hands the request to a handler, and a throwing handler fails the call with its error', async () => {
    mockApi({
      'GET /api/page': (request) => ({ data: { page: Number(request.params.page) } }),
      'GET /api/down': () => {
        throw new Error('Network Error');
      },
    });
    await expect(apiClient.get('/api/page', { params: { page: 4 } })).resolves.toMatchObject({
      data: { page: 4 },
    });
    await expect(apiClient.get('/api/down')).rejects.toThrow('Network Error');
  });

  it('deferredReply holds the answer back until released', async () => {
    const reply = deferredReply({ data: { ok: true } });
    mockApi({ 'GET /api/slow': reply.handler });
    let settled = false;
    const call = apiClient.get('/api/slow').then((r) => {
      settled = true;
      return r.data as unknown;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    reply.release();
    await expect(call).resolves.toEqual({ ok: true });
  });
});

describe('renderRemote', () => {
  function FakeRemote() {
    const { t } = useT();
    return (
      <Routes>
        <Route
          path="*"
          element={
            <nav aria-label="Menu">
              <Link to="/shop/cart?step=2">{t('actions.home')}</Link>
            </nav>
          }
        />
      </Routes>
    );
  }

  it("mounts the routes under the prefix, with a location probe, a user and shared-api's navigator", async () => {
    const { user, navigate } = renderRemote(FakeRemote, {
      prefix: '/shop',
      path: '/shop/list',
      language: 'de',
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/shop\/list$/);
    const nav = screen.getByLabelText('Menu', { selector: 'nav' });
    expect(hrefs(nav)).toEqual(['/shop/cart?step=2']);
    await user.click(linkTo(nav, '/shop/cart?step=2'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/shop\/cart\?step=2$/);
    expect(screen.getByText('Startseite')).toBeInTheDocument();

    act(() => goTo('auth'));
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('starts at the prefix, in English, by default; linkTo fails for a missing link', () => {
    renderRemote(FakeRemote, { prefix: '/shop' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/shop$/);
    expect(screen.getByText('Home')).toBeInTheDocument();
    expect(() => linkTo(document.body, '/nowhere')).toThrow('no link to /nowhere');
  });
});

describe('expectLocalesComplete', () => {
  const full = { ru: { a: 'x' }, en: { a: 'x' }, de: { a: 'x' }, es: { a: 'x' }, vt: { a: 'x' } };

  it('passes for complete locales', () => {
    expectLocalesComplete(full);
  });

  it('fails for a missing key or language', () => {
    expect(() => expectLocalesComplete({ ...full, de: {} })).toThrow();
    const { vt: _vt, ...fourLanguages } = full;
    expect(() => expectLocalesComplete(fourLanguages)).toThrow();
  });
});
