// One rspack configuration for every app of the platform. The host and the remotes differ only
// in the arguments below, so a bundler or federation setting is changed once, for all of them.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { antdImportRule, isAntdName } from './antd-groups.mjs';
import { sharedFor } from './federation-shared.mjs';
import { StartUpPreloadPlugin } from './start-up-preload-plugin.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import routerNames from './router-names.cjs';

/**
 * Writes the router names this build imports (a remote) or provides (the shell) beside its
 * manifest, for the release gate: a remote may only use names the deployed shell provides.
 */
/**
 * Empties a remote's `dist/` when a build starts (output.clean empties only `dist/version/`, and
 * `dist/chunks/` would keep every earlier build's chunks). In a hook, not when the config is
 * read: tools that only read the config (knip) must not delete a build.
 */
function cleanDistPlugin(dir) {
  return {
    apply(compiler) {
      compiler.hooks.beforeRun.tap('CleanDist', () =>
        rmSync(path.join(dir, 'dist'), { recursive: true, force: true }),
      );
    },
  };
}

/**
 * antd components that import a heavier one for an option no screen uses, whatever the props:
 * Table the Tree of its filter dropdown (`filterMode: 'tree'`) and rc-tree's whole entry (for
 * four helpers of row selection), Card its Tabs (`tabList`). In the shell's build, where the antd
 * groups are built, each of those imports becomes the component loaded when it first renders (or,
 * for the helpers, rc-tree's own files), so the dashboard goes without Tabs (~9 KB compressed) and
 * the first list screen without the tree (~10 KB). A new antd whose imports differ keeps them
 * whole (a larger download, which bench:web shows), except for the helpers, checked below.
 */
function antdPartsOnDemand(dir) {
  const require = createRequire(`${dir}/package.json`);
  const rcTree = path.dirname(
    require.resolve('@rc-component/tree/package.json', {
      paths: [path.dirname(require.resolve('antd/package.json'))],
    }),
  );
  const cache = path.join(dir, 'node_modules/.cache/antd-on-demand');
  mkdirSync(cache, { recursive: true });
  const write = (name, text) => {
    writeFileSync(path.join(cache, name), text);
    return path.join(cache, name);
  };
  const onFirstRender = (name, antdPath) =>
    write(
      `${name}.mjs`,
      `import { createElement, lazy, Suspense } from 'react';
const Component = lazy(() => import(${JSON.stringify(require.resolve(antdPath))}));
export default function ${name}(props) {
  return createElement(Suspense, { fallback: null }, createElement(Component, props));
}
`,
    );
  // The helpers must be exactly what useSelection takes from rc-tree: a name left out would be
  // undefined at run time, so another antd stops the build here instead.
  const selection = readFileSync(require.resolve('antd/es/table/hooks/useSelection.js'), 'utf8');
  const helperNames = /import \{([^}]*)\} from '@rc-component\/tree'/.exec(selection)?.[1];
  if (helperNames?.replace(/\s/g, '') !== 'arrAdd,arrDel,conductCheck,convertDataToEntities') {
    throw new Error(`antd's useSelection takes other helpers from rc-tree: ${helperNames}`);
  }
  const selectionHelpers = write(
    'selection-helpers.mjs',
    `export { conductCheck } from ${JSON.stringify(path.join(rcTree, 'es/utils/conductUtil.js'))};
export { convertDataToEntities } from ${JSON.stringify(path.join(rcTree, 'es/utils/treeUtil.js'))};
// As in rc-tree's util.js, which also imports its TreeNode.
export function arrDel(list, value) {
  const clone = (list ?? []).slice();
  const index = clone.indexOf(value);
  if (index >= 0) clone.splice(index, 1);
  return clone;
}
export function arrAdd(list, value) {
  const clone = (list ?? []).slice();
  if (!clone.includes(value)) clone.push(value);
  return clone;
}
`,
  );
  // [the import as antd writes it, the folder of antd/es/ that writes it, what it becomes]
  const replacements = [
    ['../../../tree', 'table/hooks/useFilter', onFirstRender('FilterTree', 'antd/es/tree')],
    ['@rc-component/tree', 'table/hooks', selectionHelpers],
    ['../tabs', 'card', onFirstRender('CardTabs', 'antd/es/tabs')],
  ];
  return new rspack.NormalModuleReplacementPlugin(
    /^(\.\.\/)+(tree|tabs)$|^@rc-component\/tree$/,
    (resource) => {
      const folder = resource.context.replaceAll('\\', '/');
      for (const [request, from, file] of replacements) {
        if (resource.request === request && folder.endsWith(`/antd/es/${from}`)) {
          resource.request = file;
        }
      }
    },
  );
}

/**
 * The federation plugin writes the bundler runtime into a remote's remoteEntry.js as its CommonJS
 * build, which brings all of @module-federation/sdk and the runtime's helpers: 14.6 KB compressed
 * of the cabinet's 15. Its ES build, beside it, lets the bundler keep only what the container
 * uses (8.6 KB). Remotes only: the shell, which provides the runtime to them, keeps its build.
 */
function bundlerRuntimeAsEsm() {
  const from = (file, name) => createRequire(file).resolve(name);
  const tools = from(
    from(import.meta.url, '@module-federation/enhanced/rspack'),
    '@module-federation/runtime-tools',
  );
  const cjs = from(tools, '@module-federation/webpack-bundler-runtime');
  const esm = cjs.replace(/\.cjs$/, '.js');
  return esm !== cjs && existsSync(esm) ? { [cjs]: esm } : {};
}

/**
 * The shell's split of antd's internals: everything the base group (shared-ui/antd/core) uses
 * goes into one chunk. Left to the default split, the modules it shares with the
 * other groups were cut into a chunk per combination of groups (8 chunks for it instead of 3 once
 * screens, lists and widgets existed), which compressed 9 KB worse; the base group loads before
 * any other, so a later group never waits for a chunk it does not need.
 */
function antdBaseChunk() {
  const baseGroup = /[\\/]shared-ui[\\/]src[\\/]antd[\\/]core\.ts$/;
  const anyGroup = /[\\/]shared-ui[\\/]src[\\/]antd[\\/]\w+\.ts$/;
  const holds = new Map([
    [baseGroup, new Map()],
    [anyGroup, new Map()],
  ]);
  /** Whether the chunk holds a module matching `pattern` (cached per chunk object and pattern). */
  const chunkHolds = (chunk, chunkGraph, pattern) => {
    const known = holds.get(pattern);
    if (!known.has(chunk))
      known.set(
        chunk,
        chunkGraph.getChunkModules(chunk).some((m) => pattern.test(m.resource ?? '')),
      );
    return known.get(chunk);
  };
  return {
    // Only what antd's groups alone use: a module the public pages use too (the icons' helpers)
    // stays apart, or /login would download the whole chunk for it.
    test: (module, { chunkGraph }) => {
      if (!/[\\/]node_modules[\\/]/.test(module.resource ?? '') || isAntdName(module)) return false;
      const chunks = [...chunkGraph.getModuleChunks(module)];
      return (
        chunks.some((chunk) => chunkHolds(chunk, chunkGraph, baseGroup)) &&
        chunks.every((chunk) => chunkHolds(chunk, chunkGraph, anyGroup))
      );
    },
    name: 'antd-base',
    chunks: 'async',
    enforce: true,
    priority: 10,
  };
}

function routerNamesPlugin(dir, host) {
  const names = host
    ? routerNames.providedRouterNames(path.join(dir, 'src/federation/provided-router.ts'))
    : routerNames.importedRouterNames(path.join(dir, 'src'));
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('RouterNames', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'RouterNames', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () =>
            compilation.emitAsset(
              routerNames.ROUTER_NAMES_FILE,
              new rspack.sources.RawSource(`${JSON.stringify(names)}\n`),
            ),
        );
      });
    },
  };
}

/**
 * @param {object} o
 * @param {string} o.dir            the app's folder (import.meta.dirname of its rspack.config.mjs)
 * @param {string} o.name           the federation name ('shell', 'auth', 'cabinet', 'admin')
 * @param {Record<string,string>} [o.exposes]  a remote's exposed modules
 * @param {boolean} [o.host]        the shell: builds index.html and loads remotes at run time
 * @param {number} [o.devPort]      port for `rspack serve`
 */
export function createAppConfig({ dir, name, exposes, host = false, devPort = 3000 }) {
  const production = process.env.NODE_ENV !== 'development';
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  // A remote's release is a version folder (its manifest and remoteEntry.js, which change with
  // every build) beside one folder of content-hashed chunks that all its versions share, so a
  // returning browser keeps every chunk a release did not change (same name, same URL).
  // `dist/version/` → `<cdn>/<remote>/<version>/`, `dist/chunks/` → `<cdn>/<remote>/chunks/`.
  const splitRelease = production && !host;
  const chunk = (name) => (splitRelease ? `../chunks/${name}` : name);
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: host ? { main: './src/index.ts' } : {},
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    target: ['web', 'es2022'],
    output: {
      path: splitRelease ? path.join(dir, 'dist/version') : path.join(dir, 'dist'),
      // Remotes resolve chunks relative to their own manifest, so one build serves from any version folder.
      publicPath: host ? '/' : 'auto',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? chunk('[name].[contenthash:10].js') : '[name].js',
      cssFilename: '[name].[contenthash:10].css',
      cssChunkFilename: chunk('[name].[contenthash:10].css'),
      assetModuleFilename: chunk('[hash][ext][query]'),
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: host ? {} : bundlerRuntimeAsEsm(),
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2022',
            },
            transformImport: [antdImportRule(dir)],
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|svg|jpe?g|gif|webp|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        __APP_NAME__: JSON.stringify(name),
        __APP_VERSION__: JSON.stringify(pkg.version),
      }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: exposes ?? {},
        shared: sharedFor(dir, { host }),
        manifest: true,
        dts: false,
        shareStrategy: 'loaded-first',
        // One federation runtime per page: the shell's. A remote's remoteEntry.js then carries
        // only its container (~2 KB instead of ~30), since the shell always loads it first.
        experiments: host ? { provideExternalRuntime: true } : { externalRuntime: true },
      }),
      host &&
        new rspack.HtmlRspackPlugin({
          template: path.join(dir, 'src/index.html'),
          inject: 'head',
          scriptLoading: 'defer',
        }),
      host &&
        new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public'), to: '.' }] }),
      host && antdPartsOnDemand(dir),
      host && production && new StartUpPreloadPlugin({ request: './bootstrap' }),
      splitRelease && cleanDistPlugin(dir),
      routerNamesPlugin(dir, host),
      production && new PrecompressPlugin(),
    ].filter(Boolean),
    // NO_MINIFY=1 keeps production code readable, for reading a stack trace from a built page.
    optimization: {
      minimize: production && !process.env.NO_MINIFY,
      // The one-line antd name modules (antd-groups.mjs) stay in the chunk of the screen that
      // imports them: gathered into a chunk common to several screens, a date picker's name
      // would make every one of them load the date-picker group.
      splitChunks: {
        cacheGroups: {
          ...(host && { antdBase: antdBaseChunk() }),
          defaultVendors: {
            test: (module) =>
              /[\\/]node_modules[\\/]/.test(module.resource ?? '') && !isAntdName(module),
            priority: -10,
            reuseExistingChunk: true,
          },
          default: {
            test: (module) => !isAntdName(module),
            minChunks: 2,
            priority: -20,
            reuseExistingChunk: true,
          },
        },
      },
    },
    performance: { hints: false },
    experiments: { css: true },
    devServer: {
      port: devPort,
      historyApiFallback: host,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
  };
}
