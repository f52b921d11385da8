// The one Jest setup of the browser packages: swc for TS/TSX, jsdom, the polyfills antd needs.
const path = require('node:path');

// Dependencies that ship ESM only: Jest (CJS on Node 20) compiles them like our own code.
const ESM_ONLY = ['content-disposition', 'cookie', '@ant-design'];

/** @param {string} dir the package folder */
module.exports = function jestPreset(dir, overrides = {}) {
  return {
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest', { paths: [dir] }),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    setupFiles: [path.join(__dirname, 'jest-polyfills.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest-after-env.cjs')],
    moduleNameMapper: { '\\.css$': require.resolve('identity-obj-proxy', { paths: [dir] }) },
    transformIgnorePatterns: [`/node_modules/(?!\\.pnpm|(?:${ESM_ONLY.join('|')})/)`],
    globals: { __APP_NAME__: 'test', __APP_VERSION__: '0.0.0-test' },
    clearMocks: true,
    ...overrides,
  };
};
