const preset = require('../build/jest.preset.cjs')(__dirname);

// Whole antd screens: the shared setup gives their tests more time (shared-ui/testing/jest-setup).
const setup = require.resolve('shared-ui/testing/jest-setup');
module.exports = { ...preset, setupFilesAfterEnv: [...preset.setupFilesAfterEnv, setup] };
