// A full page of antd under jsdom takes a while to render: allow more than Jest's default 5 s.
module.exports = require('../build/jest.preset.cjs')(__dirname, { testTimeout: 15_000 });
