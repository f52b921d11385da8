import { asc, eq } from 'drizzle-orm';
import {
  earningsCalendarQuerySchema,
  earningsCalendarSchema,
  packageCatalogueSchema,
  partnerPackageListSchema,
} from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { clientOf } from '../../auth/principal';
import { packages } from '../../db/schema';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { readFinanceSettings } from '../settings/finance-settings';
import { accrualIntervalMs } from './accrual-schedule';
import { calendarPeriod, earningsCalendar } from './earnings-calendar';
import { toPackageView } from './package-view';
import { partnerPackagesOf, toPartnerPackageView } from './partner-package-view';

/** The cabinet's read routes: the catalogue on sale, my packages, the earnings calendar. */
export function clientPackageRoutes(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/client/packages',
    {
      schema: {
        tags: ['packages'],
        response: { 200: packageCatalogueSchema, ...errorResponses(401) },
      },
      config: { access: access.client },
    },
    async () => {
      const rows = await deps.db
        .select()
        .from(packages)
        .where(eq(packages.status, 'active'))
        .orderBy(asc(packages.price), asc(packages.id));
      // The sold count is the back-office's business: 0 here (contract).
      return { items: rows.map((row) => toPackageView(row, 0)) };
    },
  );

  app.get(
    '/api/client/my-packages',
    {
      schema: {
        tags: ['packages'],
        response: { 200: partnerPackageListSchema, ...errorResponses(401) },
      },
      config: { access: access.client },
    },
    async (request) => {
      const { partnerId } = clientOf(request);
      const intervalMs = accrualIntervalMs(await readFinanceSettings(deps.db));
      const rows = await partnerPackagesOf(deps.db, partnerId);
      return {
        items: rows.map((named) => toPartnerPackageView(named, intervalMs)),
      };
    },
  );

  app.get(
    '/api/client/my-packages/calendar',
    {
      schema: {
        tags: ['packages'],
        querystring: earningsCalendarQuerySchema,
        response: { 200: earningsCalendarSchema, ...errorResponses(401, 422) },
      },
      config: { access: access.client },
    },
    async (request) => {
      const { partnerId } = clientOf(request);
      const period = calendarPeriod(request.query.from, request.query.to);
      const intervalMs = accrualIntervalMs(await readFinanceSettings(deps.db));
      const rows = await partnerPackagesOf(deps.db, partnerId);
      return { items: earningsCalendar(rows, period, intervalMs) };
    },
  );
}
