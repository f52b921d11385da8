import { createAppConfig } from '../build/rspack-app.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'admin',
  exposes: { './Routes': './src/routes.tsx' },
});
