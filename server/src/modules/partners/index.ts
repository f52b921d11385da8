import type { AppModule } from '../../http/zod-app';
import { meRoute } from './me-route';

export const partnersModule: AppModule = {
  name: 'partners',
  register(app, deps) {
    meRoute(app, deps);
  },
};
