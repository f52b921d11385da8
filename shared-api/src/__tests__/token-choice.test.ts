import { tokenFor } from '../http/token-choice';

const session = { adminToken: 'A', clientToken: 'C' };

describe('tokenFor (spec §7)', () => {
  it.each([
    ['/api/admin/users', 'get', 'A'],
    ['/api/admin/login', 'post', 'A'],
    ['/api/admin/login-as', 'post', 'A'],
    ['/api/client/me', 'get', 'C'],
    ['/api/auth/login', 'post', 'C'],
    ['/api/status', 'get', 'C'],
    ['/api/user', 'get', 'A'],
    ['/api/user?x=1', 'get', 'A'],
  ])('%s %s carries the %s token', (url, method, expected) => {
    expect(tokenFor(url, method, session)).toBe(expected);
  });

  it('only GET /api/user is the current admin; other methods or longer paths are client calls', () => {
    expect(tokenFor('/api/user', 'post', session)).toBe('C');
    expect(tokenFor('/api/users/1', 'get', session)).toBe('C');
  });

  it('answers null when the needed token is not stored', () => {
    expect(tokenFor('/api/admin/users', 'get', { adminToken: null, clientToken: 'C' })).toBeNull();
  });
});
