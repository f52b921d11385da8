import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * A server module reaches another module's services (named files such as `logs/write-log.ts`),
 * never its routes or its registration: those are composed only by `modules/index.ts`.
 */
function serverModuleZones() {
  const root = 'server/src/modules';
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      // Test kits compose modules as an app does, so they may register them.
      target: [`./${root}/${name}/*`, `./${root}/${name}/!(testing|__tests__)/**/*`],
      from: [`./${root}/!(${name})/**/*-route{,s}.ts`, `./${root}/!(${name})/index.ts`],
      message: "Use the module's services; its routes are registered by modules/index.ts only.",
    }));
}

/** Every package's TypeScript sources: linted with type information (one program per tsconfig). */
const TYPED_SOURCES = ['*/src/**/*.{ts,tsx}'];

/**
 * Feature folders import one another only through the other's `index.ts`, so a feature's inside
 * can change without touching its neighbours (bulletproof-react's rule). One zone per folder;
 * `toolboxes` are folders of independent helpers imported file by file (components, fixtures);
 * tests may reach inside anything.
 */
function featureZones(root, { toolboxes = [] } = {}) {
  const folders = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !toolboxes.includes(entry.name))
    .map((entry) => entry.name);
  const others = (name) => `!(${[name, ...toolboxes].join('|')})`;
  return folders.map((name) => ({
    target: [`./${root}/${name}/*`, `./${root}/${name}/!(__tests__)/**/*`],
    from: [`./${root}/${others(name)}/**/*`],
    // import-x matches glob exceptions against the absolute path as written.
    except: [path.join(import.meta.dirname, root, '*/index.{ts,tsx}')],
    message: `Import another feature through its index.ts, not its inside.`,
  }));
}

// Shared workspace packages are imported by name only: a deep or relative path would split a
// federation singleton into two copies.
// The shell provides react-router-dom as a module of the names the apps use; 'react-router'
// itself would bundle a second router of the app's own (shell/src/federation/provided-router.ts).
const ROUTER_BY_NAME = {
  group: ['react-router', 'react-router/*'],
  allowTypeImports: true,
  message: "Import the router from 'react-router-dom': the shell provides its names.",
};

const SHARED_BY_NAME = {
  group: ['shared-api/src/*', 'shared-ui/src/*', '**/shared-api/src/**', '**/shared-ui/src/**'],
  message: 'Import shared packages by name.',
};

// Zones (issue 12 item 5): the shell and the remotes reach other workspace packages only through
// the public entries of shared-api and shared-ui, never another remote or the server.
const APP_ZONES = [
  {
    group: [
      'shell',
      'shell/*',
      'mf-auth',
      'mf-auth/*',
      'mf-admin',
      'mf-admin/*',
      'mf-client-cabinet',
      'mf-client-cabinet/*',
      'server',
      'server/*',
      'deploy',
      'deploy/*',
      '**/../shell/**',
      '**/../mf-*/**',
      '**/../server/**',
      '**/../deploy/**',
    ],
    message: 'A remote imports other packages only through shared-api and shared-ui.',
  },
  {
    // antd reaches the apps in groups the shell provides (build/antd-groups.mjs): a deep
    // path would bundle a second copy with its own theme context. Types are free.
    group: ['antd/es/*', 'antd/lib/*'],
    allowTypeImports: true,
    message: "Import antd components from 'antd': each goes to the shell's shared group.",
  },
  ROUTER_BY_NAME,
];

// What runs before anyone signs in (the shell, the auth remote, shared-ui) takes shared-api's
// small entry: the root would bring every endpoint and contract into the first visit (issue 14).
const SHARED_API_ROOT = {
  name: 'shared-api',
  message: "Use 'shared-api/public': the root brings every endpoint and contract to /login.",
};

const RESTRICTED_SYNTAX = [
  {
    selector:
      "CallExpression[callee.name=/^use(Layout|Insertion)?Effect$/] > ArrowFunctionExpression:first-child[body.type!='BlockStatement'][body.type!='ArrowFunctionExpression']",
    message: 'Give an effect a block body; return only a clean-up function.',
  },
  {
    // antd derives preset tints from their seeds after theme overrides, and green, gold,
    // lime, cyan, orange, volcano and yellow text on its tint fails 4.5:1 (measured).
    selector:
      "JSXOpeningElement[name.name='Tag'] > JSXAttribute[name.name='color'] Literal[value=/^(green|gold|lime|cyan|orange|volcano|yellow)$/]",
    message: 'Colour a status tag with success, warning, error or processing.',
  },
  {
    // The shell provides only the router names the apps import by name (provided-router.ts,
    // build/router-names.cjs): other forms would reach a name nobody checked.
    selector: [
      "ImportDeclaration[source.value='react-router-dom'] > ImportNamespaceSpecifier",
      "ExportNamedDeclaration[source.value='react-router-dom']",
      "ExportAllDeclaration[source.value='react-router-dom']",
      "ImportExpression[source.value='react-router-dom']",
    ].join(', '),
    message: "Import the router's names by name: import { … } from 'react-router-dom'.",
  },
];

// The public pages (the auth remote, the shell's start-up and outlets) render without antd: the
// root of shared-ui and antd itself come only with the signed-in remotes (issue 14).
const PUBLIC_PAGES_PATHS = [
  SHARED_API_ROOT,
  {
    name: 'shared-ui',
    message: "Use 'shared-ui/public': the root brings antd to the public pages.",
  },
  {
    name: 'antd',
    message: "The public pages render without antd: use shared-ui/public's primitives.",
  },
];

const PUBLIC_PAGES_PATTERNS = [
  {
    group: ['shared-ui/*', '!shared-ui/public', '!shared-ui/testing'],
    message: "The public pages take 'shared-ui/public' only: the other entries bring antd.",
  },
];

// ...nor load them later by import(), which no-restricted-imports does not see.
const PUBLIC_PAGES_SYNTAX = [
  ...RESTRICTED_SYNTAX,
  {
    selector: 'ImportExpression[source.value=/^(antd|shared-ui)($|\\/(?!public$|testing$))/]',
    message: "The public pages render without antd: no import() of antd or shared-ui's root.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.cdn/**',
      '.data/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/report/**',
      'server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: TYPED_SOURCES,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: TYPED_SOURCES,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: '*/tsconfig.json',
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones('mf-client-cabinet/src/features'),
            // The app frame (routes, layout) and the toolboxes are not features.
            ...featureZones('mf-admin/src', {
              toolboxes: ['__tests__', 'components', 'testing', 'routes', 'i18n'],
            }),
            ...serverModuleZones(),
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // An effect's arrow returns its clean-up: an expression body returns whatever the call
      // returns (Chromium's scrollTo returns a Promise), which React then calls on unmount.
      'no-restricted-syntax': ['error', ...RESTRICTED_SYNTAX],
      'no-restricted-imports': ['error', { patterns: [SHARED_BY_NAME] }],
    },
  },
  {
    files: ['shell/src/**', 'mf-*/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SHARED_BY_NAME, ...APP_ZONES] }],
    },
  },
  {
    files: ['shell/src/**', 'mf-auth/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: PUBLIC_PAGES_PATHS,
          patterns: [SHARED_BY_NAME, ...APP_ZONES, ...PUBLIC_PAGES_PATTERNS],
        },
      ],
      'no-restricted-syntax': ['error', ...PUBLIC_PAGES_SYNTAX],
    },
  },
  {
    // What the shell loads lazily for the signed-in remotes and the #about panel, and tests.
    files: [
      'shell/src/federation/antd-providers.tsx',
      'shell/src/federation/about/about-dialog.tsx',
      'shell/src/**/__tests__/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [SHARED_API_ROOT], patterns: [SHARED_BY_NAME, ...APP_ZONES] },
      ],
      'no-restricted-syntax': ['error', ...RESTRICTED_SYNTAX],
    },
  },
  {
    files: ['shared-ui/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [SHARED_API_ROOT], patterns: [SHARED_BY_NAME, ROUTER_BY_NAME] },
      ],
    },
  },
  {
    files: ['shared-api/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SHARED_BY_NAME, ROUTER_BY_NAME] }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.jest, ...globals.browser } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/__tests__/**', '**/*.test.{ts,tsx}', '**/testing/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      // Jest's asymmetric matchers (expect.any) are typed `any`; async fakes stand in for async
      // APIs without awaiting anything; `expect(obj.method)` reads a mock, never calls it.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Playwright fixtures call `use()`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
