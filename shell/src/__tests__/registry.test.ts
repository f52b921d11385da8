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
      {
        name: 'auth',
        entry: 'http://localhost/cdn/auth/1.0.0/mf-manifest.json',
        version: '1.0.0',
        source: 'current',
      },
      {
        name: 'cabinet',
        entry: 'https://cdn.example.com/cabinet/1.2.0/mf-manifest.json',
        version: '1.2.0',
        source: 'current',
      },
    ]);
  });

  it('fills the optional fields: no previous, no canary', () => {
    expect(parseRegistry(good).remotes.cabinet).toEqual({
      current: good.remotes.cabinet.current,
      previous: null,
      canary: null,
    });
  });

  it('runs the QA override when the registry names that version', () => {
    const registry = parseRegistry({
      remotes: {
        cabinet: {
          current: { version: '1.1.0', manifest: '/cdn/cabinet/1.1.0/mf-manifest.json' },
          previous: { version: '1.0.0', manifest: '/cdn/cabinet/1.0.0/mf-manifest.json' },
        },
      },
    });
    expect(resolveRemotes(registry, 'any', { cabinet: '1.0.0' })).toEqual([
      {
        name: 'cabinet',
        entry: 'http://localhost/cdn/cabinet/1.0.0/mf-manifest.json',
        version: '1.0.0',
        source: 'override',
      },
    ]);
  });

  it.each([
    null,
    {},
    { remotes: null },
    { remotes: { auth: {} } },
    { remotes: { auth: { current: { version: '1' } } } },
    { remotes: { auth: { current: { manifest: '/m.json' } } } },
    {
      remotes: {
        auth: {
          current: { version: '1', manifest: '/1.json' },
          canary: { version: '2', manifest: '/2.json', percent: 100 },
        },
      },
    },
    {
      remotes: {
        auth: {
          current: { version: '1', manifest: '/1.json' },
          canary: { version: '2', manifest: '/2.json', percent: 12.5 },
        },
      },
    },
    { remotes: { auth: { current: { version: '1', manifest: '/1.json' }, previous: 'x' } } },
  ])('refuses a malformed registry %#', (bad) => {
    expect(() => parseRegistry(bad)).toThrow(/registry/);
  });
});
