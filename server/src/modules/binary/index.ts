import type { AppModule } from '../../http/zod-app';
import { basketRoutes } from './basket/basket-routes';
import { statisticsRoute } from './statistics/statistics-route';
import { structureRoutes } from './structure/structure-routes';

export { basketAutoPlaceJob } from './basket/auto-place-job';
export { binaryCloseJob } from './close/close-job';

/**
 * The binary programme (business rules, Binary): the basket and placement, the structure, the
 * statistics. Volume arrives from package payments (record-binary-volume.ts, called by
 * network/on-package-paid.ts); the jobs place overdue basket entries and run the daily close.
 */
export const binaryModule: AppModule = {
  name: 'binary',
  register(app, deps) {
    basketRoutes(app, deps);
    structureRoutes(app, deps);
    statisticsRoute(app, deps);
  },
};
