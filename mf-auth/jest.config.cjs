// A full page of antd under jsdom takes a while to render: allow more than Jest's default 5 s.
const preset = require('../build/jest.preset.cjs')(__dirname, { testTimeout: 15_000 });

// Every language of every namespace is fetched before the tests render (shared-ui/testing/jest-setup).
const setup = require.resolve('shared-ui/testing/jest-setup');
module.exports = { ...preset, setupFilesAfterEnv: [...preset.setupFilesAfterEnv, setup] };
