// The shell provides react-router-dom as a module of named exports (provided-router.ts), not the
// whole library: every name an app of this repository imports must be among them, or that app
// would get undefined at run time.
import path from 'node:path';
import * as provided from '../federation/provided-router';
import { importedRouterNames, providedRouterNames } from '../../../build/router-names.cjs';

const root = path.resolve(__dirname, '../../..');
const APPS = ['shell', 'mf-auth', 'mf-client-cabinet', 'mf-admin', 'shared-ui', 'shared-api'];
const providedNames = providedRouterNames(path.join(__dirname, '../federation/provided-router.ts'));

describe('the router the shell provides', () => {
  it.each(APPS)('has every router name %s imports', (app) => {
    const imported = importedRouterNames(path.join(root, app, 'src'));
    expect(imported.filter((name) => !providedNames.includes(name))).toEqual([]);
  });

  it('exports each listed name as a real export of react-router', () => {
    expect(providedNames.length).toBeGreaterThan(10);
    const exports = provided as Record<string, unknown>;
    expect(providedNames.filter((name) => exports[name] === undefined)).toEqual([]);
    expect(Object.keys(exports).sort()).toEqual(providedNames);
  });

  it("finds the shell's own data-router imports and leaves test-only names out", () => {
    // The shell's own sources import the data router through it.
    expect(importedRouterNames(path.join(root, 'shell/src'))).toEqual(
      expect.arrayContaining(['createBrowserRouter', 'RouterProvider']),
    );
    expect(providedNames).not.toContain('MemoryRouter'); // used by tests only
  });
});
