const preset = require('../build/jest.preset.cjs')(__dirname);

// Every language of every namespace is fetched before the tests render (shared-ui/testing/jest-setup).
const setup = require.resolve('shared-ui/testing/jest-setup');
module.exports = { ...preset, setupFilesAfterEnv: [...preset.setupFilesAfterEnv, setup] };
