// The one shared map of the platform: every app (host and remotes) imports it, so a singleton
// can never be declared differently in two places. Versions come from the installed packages,
// which the workspace catalog pins to one set.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Packages that must exist once per page. Subpath keys ('react/') share 'react/jsx-runtime' etc.
 * Not @ant-design/icons: it holds no state, and a shared module is not tree-shaken, so sharing it
 * would ship every icon; each app bundles the few it imports.
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'antd',
  'zustand',
  '@tanstack/react-query',
  'axios',
  'i18next',
  'react-i18next',
  'shared-api',
  'shared-ui',
];

const SUBPATH_KEYS = { react: 'react/', 'react-dom': 'react-dom/', 'shared-api': 'shared-api/' };

/** The version of `name` as the app resolves it (walks up from its entry: some hide package.json). */
function installedVersion(appDir, name) {
  const require = createRequire(`${appDir}/package.json`);
  let dir = path.dirname(require.resolve(name));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8'));
      if (pkg.name === name) return pkg.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json for ${name} from ${appDir}`);
    dir = parent;
  }
}

/** Caret range on the installed version: a remote accepts any compatible minor the shell provides. */
export function sharedFor(appDir) {
  const shared = {};
  for (const name of SINGLETONS) {
    const version = installedVersion(appDir, name);
    const rule = { singleton: true, requiredVersion: `^${version}`, version };
    shared[name] = rule;
    if (SUBPATH_KEYS[name]) shared[SUBPATH_KEYS[name]] = rule;
  }
  return shared;
}
