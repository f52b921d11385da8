import { createAppConfig } from '../build/rspack-app.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'shell',
  host: true,
  devPort: 8080,
});
