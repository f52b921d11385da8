// The production build: src/main.ts and the TypeScript of the workspace packages it imports
// (shared-api/contract) bundled into dist/main.js; every other package stays in node_modules.
import { build } from 'esbuild';

const WORKSPACE = /^shared-api(\/|$)/;

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages-except-workspace',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          WORKSPACE.test(args.path) ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
