// What only the shell provides: remotes consume it without a copy of their own (`import: false`
// in build/federation-shared.mjs), and the release gate refuses a remote that bundles one. CommonJS
// so that the build (ESM) and the deploy gates (TypeScript under Jest) read one definition.
const { ROUTER_KEY } = require('./router-names.cjs');

/**
 * shared-ui's two entries and its subpaths (the frame, antd's groups), shared-api's two entries, the
 * router's names. The roots too: a remote's fallback copy of shared-ui's root would carry its own
 * i18n instance and toasts beside the shell's public entry, and the runtime may choose an equal
 * version from whichever container registered last.
 */
const isShellProvided = (key) =>
  key === 'shared-ui' ||
  key.startsWith('shared-ui/') ||
  key === 'shared-api' ||
  key === 'shared-api/public' ||
  key === ROUTER_KEY;

module.exports = { isShellProvided };
