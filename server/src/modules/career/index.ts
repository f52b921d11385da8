import type { AppModule } from '../../http/zod-app';
import { adminCareerRoutes } from './admin-career-routes';
import { clientCareerRoutes } from './client-career-routes';

/**
 * The career programme (business rules, Career): the statuses table (seeded on first use,
 * admin-editable), the partner's progress, and careerEvaluationJob, which awards statuses.
 */
export const careerModule: AppModule = {
  name: 'career',
  register(app, deps) {
    clientCareerRoutes(app, deps);
    adminCareerRoutes(app, deps);
  },
};

export { careerEvaluationJob } from './career-evaluation-job';
