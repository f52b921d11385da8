// The one shared map of the platform: every app (host and remotes) imports it, so a singleton
// can never be declared differently in two places. Versions come from the installed packages,
// which the workspace catalog pins to one set.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ANTD_GROUPS } from './antd-groups.mjs';
import routerNames from './router-names.cjs';
import shellProvided from './shell-provided.cjs';

const { ROUTER_KEY } = routerNames;

/**
 * Packages that must exist once per page. Subpath keys ('react/') share 'react/jsx-runtime' etc.
 * Not @ant-design/icons: it holds no state, and a shared module is not tree-shaken, so sharing it
 * would ship every icon; each app bundles the few it imports.
 * antd is not in this list: it is shared in groups of components (ANTD_GROUPS, antd-groups.mjs).
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  // Only react-router-dom: the shell provides it as a module of the names the apps use
  // (provided-router.ts); 'react-router' itself is then an ordinary dependency of that module.
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
  'axios',
  'i18next',
  'react-i18next',
  'shared-api',
  'shared-api/public',
  'shared-ui',
  'shared-ui/public',
  'shared-ui/frame',
];

const SUBPATH_KEYS = { react: 'react/', 'react-dom': 'react-dom/', 'shared-api': 'shared-api/' };

/**
 * The package whose version a shared key carries: 'shared-ui/frame' → 'shared-ui'; an antd group
 * ('shared-ui/antd/core') → 'antd', so the release gate still compares antd versions.
 */
const versionSourceOf = (key) =>
  ANTD_GROUPS.includes(key)
    ? 'antd'
    : key
        .split('/')
        .slice(0, key.startsWith('@') ? 2 : 1)
        .join('/');

/**
 * Keys the host provides even where its own code never imports them (an `import` by file path is
 * provided unconditionally; a package request only when the host's code uses it), so a remote,
 * built later, finds every one it uses in the shell.
 * shared-api's two entries: the shell imports only 'shared-api/public', yet the root must come from
 * it too; a remote's own copy of the root would run a second session store and API client. Built
 * together in the shell, both entries share one instance of the modules behind them.
 */
const isProvidedWhole = shellProvided.isShellProvided;

/** The file the host provides for a key: the router's names module, or the package's own entry. */
const hostFileOf = (appDir, require, key) =>
  key === ROUTER_KEY
    ? path.join(appDir, 'src/federation/provided-router.ts')
    : require.resolve(key);

/** What only the shell provides and remotes consume without a copy of their own (`import: false`). */
export const SHELL_PROVIDED = [...SINGLETONS, ...ANTD_GROUPS].filter(isProvidedWhole);

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
export function sharedFor(appDir, { host = false } = {}) {
  const require = createRequire(`${appDir}/package.json`);
  const shared = {};
  for (const key of [...SINGLETONS, ...ANTD_GROUPS]) {
    const version = installedVersion(appDir, versionSourceOf(key));
    const rule = { singleton: true, requiredVersion: `^${version}`, version };
    if (!isProvidedWhole(key)) shared[key] = rule;
    // The host provides it by file path; a remote only consumes it (`import: false`: no fallback
    // copy of its own, which the runtime could otherwise pick over the shell's equal version).
    else shared[key] = { ...rule, import: host ? hostFileOf(appDir, require, key) : false };
    if (SUBPATH_KEYS[key]) shared[SUBPATH_KEYS[key]] = rule;
  }
  return shared;
}
