import {
  adoptImpersonation,
  can,
  clearAdminSession,
  clearAllStorage,
  clearClientSession,
  readSession,
  saveAdminSession,
  saveClientToken,
  sessionStore,
} from '../session/session-store';

const user = {
  id: 1,
  login: 'ann',
  name: 'Ann',
  email: 'a@x.io',
  roles: [],
  twoFactorEnabled: false,
  createdAt: '',
};

describe('session store', () => {
  it('keeps the spec keys in local storage', () => {
    saveAdminSession({ token: 't1', permissions: ['view-users', 'create-users'], user });
    expect(localStorage.getItem('adminToken')).toBe('t1');
    expect(JSON.parse(localStorage.getItem('adminPermissions')!)).toEqual([
      'view-users',
      'create-users',
    ]);
    expect(localStorage.getItem('username')).toBe('Ann');
  });

  it("shows 'Admin' when no name is stored", () => {
    expect(readSession().username).toBe('Admin');
    saveAdminSession({ token: 't', permissions: [], user: { ...user, name: '' } });
    expect(sessionStore.getState().username).toBe('Admin');
  });

  it('can(name) looks the name up in the stored list', () => {
    saveAdminSession({ token: 't', permissions: ['view-users'], user });
    expect(can('view-users')).toBe(true);
    expect(can('delete-users')).toBe(false);
  });

  it('a corrupt permission list grants nothing', () => {
    localStorage.setItem('adminPermissions', '{not json');
    expect(readSession().adminPermissions).toEqual([]);
    localStorage.setItem('adminPermissions', '{"view-users":true}');
    expect(readSession().adminPermissions).toEqual([]);
  });

  it('admin logout removes the admin token and permissions only', () => {
    saveAdminSession({ token: 't', permissions: ['view-users'], user });
    saveClientToken('c');
    clearAdminSession();
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('adminPermissions')).toBeNull();
    expect(localStorage.getItem('clientToken')).toBe('c');
    expect(can('view-users')).toBe(false);
  });

  describe('a login-as tab', () => {
    afterEach(() => sessionStorage.clear());

    it("uses its own client token and leaves the admin's storage alone", () => {
      saveAdminSession({ token: 'admin-t', permissions: ['view-users'], user });
      saveClientToken('own');
      adoptImpersonation('imp');
      expect(sessionStore.getState()).toMatchObject({ clientToken: 'imp', impersonating: true });
      expect(localStorage.getItem('clientToken')).toBe('own');

      clearAllStorage('/login');
      expect(sessionStorage.getItem('clientToken')).toBeNull();
      expect(localStorage.getItem('adminToken')).toBe('admin-t');
      expect(sessionStore.getState()).toMatchObject({ clientToken: 'own', impersonating: false });
    });

    it('logging out of the cabinet ends only the login-as session', () => {
      saveClientToken('own');
      adoptImpersonation('imp');
      clearClientSession();
      expect(sessionStore.getState().clientToken).toBe('own');
    });
  });
});
