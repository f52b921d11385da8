// The build's own list: every package it shares as a singleton must be loaded once.
import { ANTD_GROUPS } from '../../../build/antd-groups.mjs';
import { SHELL_PROVIDED, SINGLETONS } from '../../../build/federation-shared.mjs';
import { DEMO } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { partnerToken, signInAdmin } from '../support/sign-in';

interface ShareInfo {
  instances: string[];
  versions: Record<string, { count: number; from: string[] }>;
}

test('one page running all three remotes loads one React and evaluates shared-api once', async ({
  page,
  request,
}) => {
  // React DOM registers each copy of itself with the devtools hook: count the registrations.
  await page.addInitScript(() => {
    const w = window as unknown as {
      __renderers: string[];
      __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown;
    };
    w.__renderers = [];
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject(renderer: { version: string }) {
        w.__renderers.push(renderer.version);
        return w.__renderers.length;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });

  // Every remote manifest the page reads, to check what each remote carries of its own.
  const manifests: Promise<unknown>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/mf-manifest.json')) manifests.push(response.json());
  });

  // auth (admin login) → admin (users list), then, in the same page, → cabinet.
  await signInAdmin(page, DEMO.admin.login, DEMO.admin.password);
  await expect(page.getByRole('table')).toBeVisible();
  const token = await partnerToken(request, DEMO.partner.login, DEMO.partner.password);
  await page.evaluate((t) => {
    localStorage.setItem('clientToken', t);
    window.dispatchEvent(new StorageEvent('storage', { key: 'clientToken' }));
    window.history.pushState({}, '', '/client');
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, token);
  await expect(page.getByLabel('Your referral link')).toBeVisible();

  const result = await page.evaluate(
    (names) => {
      type Share = { from: string; loaded?: boolean };
      const federation = (
        window as unknown as {
          __FEDERATION__: {
            __INSTANCES__: {
              name: string;
              shareScopeMap: { default: Record<string, Record<string, Share>> };
            }[];
          };
        }
      ).__FEDERATION__;
      const info: ShareInfo = {
        instances: federation.__INSTANCES__.map((i) => i.name),
        versions: {},
      };
      for (const name of names) {
        const loaded = new Set<string>();
        const from = new Set<string>();
        for (const instance of federation.__INSTANCES__) {
          for (const [version, share] of Object.entries(
            instance.shareScopeMap.default[name] ?? {},
          )) {
            if (share.loaded) {
              loaded.add(version);
              from.add(share.from);
            }
          }
        }
        info.versions[name] = { count: loaded.size, from: [...from] };
      }
      return {
        info,
        renderers: (window as unknown as { __renderers: string[] }).__renderers,
        sharedApiEvaluations: (globalThis as { __SHARED_API_EVALUATIONS__?: number })
          .__SHARED_API_EVALUATIONS__,
      };
    },
    [...SINGLETONS, ...ANTD_GROUPS],
  );

  expect(result.info.instances).toEqual(
    expect.arrayContaining(['shell', 'auth', 'admin', 'cabinet']),
  );
  expect(result.renderers).toHaveLength(1);
  expect(result.sharedApiEvaluations).toBe(1);
  for (const name of SINGLETONS.filter((key) => !SHELL_PROVIDED.includes(key))) {
    expect({ name, ...result.info.versions[name] }).toEqual({ name, count: 1, from: ['shell'] });
  }
  // The router, shared-api's and shared-ui's two entries each (auth uses the public ones, admin and
  // the cabinet the roots), the frame and antd's groups: what these screens use loaded once, and no remote carries a
  // copy of any (the runtime names whichever container registered an entry last as its `from`).
  for (const name of [
    'react-router-dom',
    'shared-api',
    'shared-api/public',
    'shared-ui/public',
    'shared-ui/frame',
    'shared-ui/antd/core',
    'shared-ui/antd/screens',
  ]) {
    expect({ name, count: result.info.versions[name]?.count }).toEqual({ name, count: 1 });
  }
  type Manifest = {
    name: string;
    shared: { name: string; assets: { js: Record<string, string[]> } }[];
  };
  const remotes = (await Promise.all(manifests)) as Manifest[];
  expect(new Set(remotes.map((m) => m.name))).toEqual(new Set(['auth', 'admin', 'cabinet']));
  for (const remote of remotes) {
    const copies = remote.shared
      .filter((s) => SHELL_PROVIDED.includes(s.name))
      .filter((s) => Object.values(s.assets.js).some((files) => files.length > 0));
    expect({ remote: remote.name, copies: copies.map((s) => s.name) }).toEqual({
      remote: remote.name,
      copies: [],
    });
  }
});
