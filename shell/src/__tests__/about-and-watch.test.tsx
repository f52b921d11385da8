import { render, screen } from '@testing-library/react';
import { AppProviders, setLanguage } from 'shared-ui';
import { AboutPanel } from '../federation/about/about-panel';
import { activateRemotes } from '../federation/remotes';
import { configureVersionWatch, registryMoved } from '../federation/version-watch';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const registry = (cabinet: string) => ({
  remotes: {
    cabinet: {
      current: { version: cabinet, manifest: `/cdn/cabinet/${cabinet}/mf-manifest.json` },
    },
  },
});
// jsdom has no fetch: each test installs the answer it needs.
const fetchMock = jest.fn();
globalThis.fetch = fetchMock;
const serve = (body: unknown) =>
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => body });

beforeEach(() => {
  setLanguage('en');
  activateRemotes([
    {
      name: 'cabinet',
      entry: 'http://localhost/cdn/cabinet/1.0.0/mf-manifest.json',
      version: '1.0.0',
      source: 'canary',
    },
  ]);
  configureVersionWatch({ registryUrl: '/registry.json', bucket: 'b-1', overrides: {} });
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('about panel', () => {
  it('opens on #about and lists each section with its version and why', async () => {
    window.history.replaceState(null, '', '/client#about');
    render(
      <AppProviders>
        <AboutPanel />
      </AppProviders>,
    );
    expect(await screen.findByText('About this page')).toBeInTheDocument();
    expect(screen.getByText('Partner cabinet')).toBeInTheDocument();
    expect(screen.getByText('1.0.0')).toBeInTheDocument();
    expect(screen.getByText('canary rollout')).toBeInTheDocument();
    expect(screen.getByText('b-1')).toBeInTheDocument();
  });

  it('stays closed without the fragment', () => {
    render(
      <AppProviders>
        <AboutPanel />
      </AppProviders>,
    );
    expect(screen.queryByText('About this page')).not.toBeInTheDocument();
  });
});

describe('registry check on navigation', () => {
  it('reports a move when a remote now resolves to another version', async () => {
    serve(registry('1.1.0'));
    await expect(registryMoved()).resolves.toBe(true);
    // Revalidated, not downloaded blindly: a 304 when nothing moved.
    expect(fetchMock).toHaveBeenCalledWith('/registry.json', { cache: 'no-cache' });
  });

  it('reports nothing when the same versions resolve, or when the registry cannot be read', async () => {
    serve(registry('1.0.0'));
    await expect(registryMoved()).resolves.toBe(false);
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await expect(registryMoved()).resolves.toBe(false);
  });
});
