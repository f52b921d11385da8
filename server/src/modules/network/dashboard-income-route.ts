import { dashboardIncomeSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { clientOf } from '../../auth/principal';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { dashboardIncome } from './dashboard-income';

/** GET /api/client/dashboard/income: income by bonus type and package statistics. */
export function dashboardIncomeRoute(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/client/dashboard/income',
    {
      schema: {
        tags: ['network'],
        response: { 200: dashboardIncomeSchema, ...errorResponses(401) },
      },
      config: { access: access.client },
    },
    (request) => dashboardIncome(deps.db, clientOf(request).partnerId),
  );
}
