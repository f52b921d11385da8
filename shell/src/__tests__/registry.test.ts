import { parseRegistry, resolveRemotes } from '../federation/registry';

const good = {
  remotes: {
    auth: {
      current: { version: '1.0.0', manifest: '/cdn/auth/1.0.0/mf-manifest.json' },
      previous: null,
      canary: null,
    },
    cabinet: {
      current: {
        version: '1.2.0',
        manifest: 'https://cdn.example.com/cabinet/1.2.0/mf-manifest.json',
      },
    },
  },
};

describe('registry', () => {
  it('resolves each remote to an absolute manifest URL with its version', () => {
    expect(resolveRemotes(parseRegistry(good))).toEqual([
      { name: 'auth', entry: 'http://localhost/cdn/auth/1.0.0/mf-manifest.json', version: '1.0.0' },
      {
        name: 'cabinet',
        entry: 'https://cdn.example.com/cabinet/1.2.0/mf-manifest.json',
        version: '1.2.0',
      },
    ]);
  });

  it.each([
    null,
    {},
    { remotes: null },
    { remotes: { auth: {} } },
    { remotes: { auth: { current: { version: '1' } } } },
  ])('refuses a malformed registry %#', (bad) => {
    expect(() => parseRegistry(bad)).toThrow(/registry/);
  });
});
