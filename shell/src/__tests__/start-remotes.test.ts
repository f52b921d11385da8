import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { startRemotes } from '../start-up/start-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
}));

const manifest = (remote: string, version: string) => ({
  version,
  manifest: `/cdn/${remote}/${version}/mf-manifest.json`,
});
const REGISTRY = {
  remotes: {
    auth: { current: manifest('auth', '1.0.0'), previous: null, canary: null },
    cabinet: { current: manifest('cabinet', '2.0.0'), previous: null, canary: null },
  },
};
// jsdom has no Response: what readRegistry reads of one.
const answer = (body: unknown) =>
  Promise.resolve({
    response: { ok: true, status: 200, json: () => Promise.resolve(body) } as Response,
  });

describe('the entry chunk starts the remotes as soon as the registry answers', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it('registers every remote once and preloads the routes of the one the route likely renders', async () => {
    window.history.pushState({}, '', '/client/finance');
    const started = await startRemotes(answer(REGISTRY));
    expect(started?.remotes.map((r) => `${r.name}@${r.version}`)).toEqual([
      'auth@1.0.0',
      'cabinet@2.0.0',
    ]);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'auth', entry: 'http://localhost/cdn/auth/1.0.0/mf-manifest.json' },
        { name: 'cabinet', entry: 'http://localhost/cdn/cabinet/2.0.0/mf-manifest.json' },
      ],
      { force: true },
    );
    expect(preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'cabinet', exposes: ['./Routes'], share: false },
    ]);
  });

  it('preloads the sign-in pages on /login, before the session is read', async () => {
    window.history.pushState({}, '', '/login');
    await startRemotes(answer(REGISTRY));
    expect(preloadRemote).toHaveBeenLastCalledWith([
      { nameOrAlias: 'auth', exposes: ['./Routes'], share: false },
    ]);
  });

  it('starts nothing without a registry (an error, or a malformed one): start-up shows why', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(await startRemotes(Promise.resolve({ error: new TypeError('offline') }))).toBeNull();
    expect(await startRemotes(answer({ remotes: null }))).toBeNull();
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(preloadRemote).not.toHaveBeenCalled();
  });

  it('starts nothing, and says so, when the federation runtime refuses the remotes', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    (registerRemotes as jest.Mock).mockImplementationOnce(() => {
      throw new Error('no federation instance');
    });
    expect(await startRemotes(answer(REGISTRY))).toBeNull();
    expect(preloadRemote).not.toHaveBeenCalled();
  });
});
