import {
  logQuerySchema,
  type AdminLogEntry,
  type ClientLogEntry,
  type PartnerLogEntry,
} from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { adminOf } from '../../auth/principal';
import { access } from '../../http/access';
import { csvExportRoute } from '../../http/csv/csv-export-route';
import type { ZodApp } from '../../http/zod-app';
import { listAdminLogs } from './admin-logs-route';
import { listClientLogs } from './client-logs-route';
import { listPartnerLogs } from './partner-logs-route';

/** A snapshot or details object as one JSON cell (empty when there is none). */
const json = (value: object | null) => (value ? JSON.stringify(value) : null);

/**
 * GET /api/admin/{admin,client,partner}-logs/export: each log list as CSV, same access and the
 * same masking of personal data as the screen (the reader's permissions go to the list).
 */
export function exportLogsRoutes(app: ZodApp, deps: AppDeps): void {
  csvExportRoute<typeof logQuerySchema, AdminLogEntry>(app, deps, {
    path: '/api/admin/admin-logs',
    tag: 'logs',
    query: logQuerySchema,
    access: access.admin('view-admin-logs'),
    name: 'admin-logs',
    list: (query, request) => listAdminLogs(deps.db, query, adminOf(request).permissions),
    columns: [
      { header: 'Time', value: (e) => e.createdAt },
      { header: 'Admin', value: (e) => e.actor?.login },
      { header: 'Action', value: (e) => e.action },
      {
        header: 'Subject',
        value: (e) => (e.subject ? `${e.subject.type} #${e.subject.id}` : null),
      },
      { header: 'Before', value: (e) => json(e.before) },
      { header: 'After', value: (e) => json(e.after) },
      { header: 'IP', value: (e) => e.ip },
    ],
  });
  csvExportRoute<typeof logQuerySchema, ClientLogEntry>(app, deps, {
    path: '/api/admin/client-logs',
    tag: 'logs',
    query: logQuerySchema,
    access: access.admin('view-client-logs'),
    name: 'client-logs',
    list: (query, request) => listClientLogs(deps.db, query, adminOf(request).permissions),
    columns: [
      { header: 'Time', value: (e) => e.createdAt },
      { header: 'Partner', value: (e) => e.partner?.login },
      { header: 'Action', value: (e) => e.action },
      { header: 'Details', value: (e) => json(e.details) },
      { header: 'Login as (admin)', value: (e) => e.impersonator?.login },
      { header: 'IP', value: (e) => e.ip },
    ],
  });
  csvExportRoute<typeof logQuerySchema, PartnerLogEntry>(app, deps, {
    path: '/api/admin/partner-logs',
    tag: 'logs',
    query: logQuerySchema,
    access: access.admin('view-client-logs'),
    name: 'partner-logs',
    list: (query, request) => listPartnerLogs(deps.db, query, adminOf(request).permissions),
    columns: [
      { header: 'Time', value: (e) => e.createdAt },
      { header: 'Partner', value: (e) => e.partner.login },
      { header: 'Action', value: (e) => e.action },
      { header: 'Changed by', value: (e) => e.actor.name ?? e.actor.kind },
      { header: 'Before', value: (e) => json(e.before) },
      { header: 'After', value: (e) => json(e.after) },
    ],
  });
}
