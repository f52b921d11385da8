/** Jest runs the TypeScript sources through @swc/jest as CommonJS (every dependency ships CJS). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.test.ts'],
  transform: {
    '^.+\\.(c|m)?(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  // Compiled too, although in node_modules: PGlite's CommonJS build loads Node built-ins with
  // `await import()` (refused in Jest's sandbox without --experimental-vm-modules; swc makes it a
  // require), content-disposition 3 (@fastify/static, under swagger-ui) and cookie 2 (light-my-request,
  // behind inject) are ESM-only, as are @scure/* and @noble/* 2 (TRON address derivation).
  transformIgnorePatterns: [
    '^(?!.*/(@electric-sql/pglite|content-disposition|cookie|@scure/[^/]+|@noble/[^/]+)/).*/node_modules/',
  ],
  moduleFileExtensions: ['ts', 'js', 'cjs', 'mjs', 'json'],
  // Builds the migrated PGlite template once (skipped when TEST_DATABASE_URL is set).
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  testTimeout: 30_000,
};
