// The shell provides react-router-dom as a module of named exports (provided-router.ts), not the
// whole library: every name an app of this repository imports must be among them, or that app
// would get undefined at run time.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

  it('reads every named form, skips types and comments, and judges test files by their place in src', () => {
    // A checkout under a folder named "testing" must not make every file a test file.
    const src = path.join(mkdtempSync(path.join(tmpdir(), 'testing-')), 'testing', 'src');
    mkdirSync(path.join(src, 'screens'), { recursive: true });
    mkdirSync(path.join(src, '__tests__'), { recursive: true });
    writeFileSync(
      path.join(src, 'screens/a.tsx'),
      'import Thing, { Link, /* why */ useMatches as matches, // the tabs\n useOutletContext } from "react-router-dom";\n' +
        "import type { To } from 'react-router-dom';\n",
    );
    writeFileSync(path.join(src, 'screens/b.jsx'), "import { NavLink } from 'react-router-dom';\n");
    writeFileSync(
      path.join(src, '__tests__/a.test.tsx'),
      "import { MemoryRouter } from 'react-router-dom';\n",
    );
    expect(importedRouterNames(src)).toEqual(['Link', 'NavLink', 'useMatches', 'useOutletContext']);
  });
});
