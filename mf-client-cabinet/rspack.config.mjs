import { createAppConfig } from '../build/rspack-app.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'cabinet',
  exposes: { './Routes': './src/routes.tsx' },
});
