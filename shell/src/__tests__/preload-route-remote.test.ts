import { likelyRemoteOf, remoteOfPath } from '../federation/route-remote';

const nobody = { client: false, admin: false };
const partner = { client: true, admin: false };
const admin = { client: false, admin: true };

describe('remoteOfPath: the remote the route table and its guards will render', () => {
  it.each([
    ['/login', '', nobody, 'auth'],
    ['/login', '', partner, 'cabinet'],
    ['/', '', partner, 'auth'],
    ['/signup', '', nobody, 'auth'],
    ['/client', '', nobody, 'auth'],
    ['/client/finance', '', partner, 'cabinet'],
    ['/client', '#loginAs=abc', nobody, 'cabinet'],
    ['/clients', '', partner, 'auth'],
    ['/admin', '', nobody, 'auth'],
    ['/admin', '', admin, 'admin'],
    ['/admin/manage/users', '', nobody, 'auth'],
    ['/admin/manage/users', '', admin, 'admin'],
  ])('%s%s signed in %j → %s', (path, hash, signed, remote) => {
    expect(remoteOfPath(path, hash, signed)).toBe(remote);
  });
});

describe('likelyRemoteOf: the guess before the session is read', () => {
  it.each([
    ['/login', 'auth'],
    ['/', 'auth'],
    ['/client', 'cabinet'],
    ['/client/finance', 'cabinet'],
    ['/clients', 'auth'],
    ['/admin', 'auth'],
    ['/admin/manage/users', 'admin'],
  ])('%s → %s', (path, remote) => {
    expect(likelyRemoteOf(path, '')).toBe(remote);
  });
});
