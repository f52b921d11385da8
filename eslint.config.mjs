import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Shared workspace packages are imported by name only: a deep or relative path would split a
// federation singleton into two copies.
const SHARED_BY_NAME = {
  group: ['shared-api/src/*', 'shared-ui/src/*', '**/shared-api/src/**', '**/shared-ui/src/**'],
  message: 'Import shared packages by name.',
};

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
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name=/^use(Layout|Insertion)?Effect$/] > ArrowFunctionExpression:first-child[body.type!='BlockStatement'][body.type!='ArrowFunctionExpression']",
          message: 'Give an effect a block body; return only a clean-up function.',
        },
      ],
      'no-restricted-imports': ['error', { patterns: [SHARED_BY_NAME] }],
    },
  },
  {
    // Zones (issue 12 item 5): the shell and the remotes reach other workspace packages only
    // through the public entries of shared-api and shared-ui, never another remote or the server.
    files: ['shell/src/**', 'mf-*/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SHARED_BY_NAME,
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
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.jest, ...globals.browser } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/__tests__/**', '**/*.test.{ts,tsx}', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // Playwright fixtures call `use()`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
