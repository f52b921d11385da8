import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { clearAllStorage, saveAdminSession, saveClientToken } from 'shared-api/public';
import { AppProviders } from 'shared-ui';
import { AppRoutes } from '../routes/app-routes';

jest.mock('../federation/remote-outlet', () => ({
  RemoteOutlet: ({ remote }: { remote: string }) => <div data-testid="remote">{remote}</div>,
}));

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}

function renderAt(path: string) {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return {
    where: () => screen.getByTestId('where').textContent,
    remote: () => screen.getByTestId('remote').textContent,
  };
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  clearAllStorage();
});

const admin = {
  token: 'a',
  permissions: ['view-users' as const],
  user: {
    id: 1,
    login: 'a',
    name: 'A',
    email: '',
    roles: [],
    twoFactorEnabled: false,
    createdAt: '',
  },
};

describe('top-level routes and guards (spec §2)', () => {
  it('/client/* without a client token goes to /', () => {
    const r = renderAt('/client/profile');
    expect(r.where()).toBe('/');
    expect(r.remote()).toBe('auth');
  });

  it('a client session that just ended (401, logout) goes to the login route instead', () => {
    clearAllStorage('/login');
    const r = renderAt('/client/profile');
    expect(r.where()).toBe('/login');
    expect(r.remote()).toBe('auth');
  });

  it('signing in again forgets where the ended session went', () => {
    clearAllStorage('/login');
    saveClientToken('c');
    localStorage.removeItem('clientToken');
    clearAllStorage();
    expect(renderAt('/client').where()).toBe('/');
  });

  it('/client/* with a client token renders the cabinet remote', () => {
    saveClientToken('c');
    const r = renderAt('/client/profile');
    expect(r.where()).toBe('/client/profile');
    expect(r.remote()).toBe('cabinet');
  });

  it("a login-as link keeps its token in this tab only, leaving the admin's session alone", () => {
    saveAdminSession(admin);
    saveClientToken('own-client');
    const r = renderAt('/client?tab=1#loginAs=tok123');
    expect(sessionStorage.getItem('clientToken')).toBe('tok123');
    expect(localStorage.getItem('clientToken')).toBe('own-client');
    expect(localStorage.getItem('adminToken')).toBe('a');
    expect(r.where()).toBe('/client?tab=1');
    expect(r.remote()).toBe('cabinet');
  });

  it('a session-ending answer in a login-as tab ends only that tab', () => {
    saveAdminSession(admin);
    renderAt('/client#loginAs=tok123');
    clearAllStorage('/login');
    expect(sessionStorage.getItem('clientToken')).toBeNull();
    expect(localStorage.getItem('adminToken')).toBe('a');
  });

  it('/login with a client token goes to /client', () => {
    saveClientToken('c');
    expect(renderAt('/login').where()).toBe('/client');
  });

  it('/login without a token renders the auth remote', () => {
    const r = renderAt('/login');
    expect(r.where()).toBe('/login');
    expect(r.remote()).toBe('auth');
  });

  it('/admin with an admin token goes to /admin/manage', () => {
    saveAdminSession(admin);
    const r = renderAt('/admin');
    expect(r.where()).toBe('/admin/manage');
    expect(r.remote()).toBe('admin');
  });

  it('/admin/manage/* without an admin token goes to /admin (the auth remote)', () => {
    saveClientToken('c'); // a client token is not an admin token
    const r = renderAt('/admin/manage/roles');
    expect(r.where()).toBe('/admin');
    expect(r.remote()).toBe('auth');
  });

  it('public paths belong to the auth remote', () => {
    for (const path of [
      '/',
      '/signup?ref=DEMO0001',
      '/privacy-policy',
      '/public-offer',
      '/nowhere',
    ]) {
      const r = renderAt(path);
      expect(r.remote()).toBe('auth');
      document.body.innerHTML = '';
    }
  });
});
