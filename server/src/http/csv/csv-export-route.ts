import type { FastifyRequest } from 'fastify';
import type { Page } from 'shared-api/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Access } from '../access';
import { errorResponses } from '../error-responses';
import type { ZodApp } from '../zod-app';
import type { CsvColumn } from './csv-cell';
import { csvStream, exportFileName } from './csv-stream';

/** A list query schema: the contract's `page` and `pageSize` plus the list's filters. */
type ListQuerySchema = z.ZodObject<{ page: z.ZodType<number>; pageSize: z.ZodType<number> }>;

export type CsvExport<Q extends ListQuerySchema, T> = {
  /** The list's path; the export answers at `<path>/export`. */
  path: `/api/admin/${string}`;
  tag: string;
  /** The list route's own query schema: the export takes it without page and pageSize. */
  query: Q;
  /** The list route's own access. */
  access: Access;
  /** The file name's stem: `<name>-<yyyy-mm-dd>.csv`. */
  name: string;
  columns: readonly CsvColumn<T>[];
  /**
   * The list route's own reader, given the export's filters and a page of the export, and the
   * request: a list that shows each caller what their permissions allow reads them from it.
   */
  list: (query: z.infer<Q>, request: FastifyRequest) => Promise<Page<T>>;
};

/**
 * `GET <list path>/export`: every row the list's filters select, as a streamed CSV download.
 * The same schema, reader and access as the list, so the file holds what the screen shows.
 */
export function csvExportRoute<Q extends ListQuerySchema, T>(
  app: ZodApp,
  deps: AppDeps,
  spec: CsvExport<Q, T>,
): void {
  app.get(
    `${spec.path}/export`,
    {
      schema: {
        tags: [spec.tag],
        querystring: spec.query.omit({ page: true, pageSize: true }),
        response: errorResponses(401, 403, 422),
      },
      config: { access: spec.access },
    },
    async (request, reply) => {
      // The schema without paging parsed it; paging is the export's own.
      const filters = request.query as unknown as Omit<z.infer<Q>, 'page' | 'pageSize'>;
      const read = (page: number, pageSize: number) =>
        spec.list({ ...filters, page, pageSize } as z.infer<Q>, request);
      const fileName = exportFileName(spec.name, deps.clock.now());
      // A stream is sent as is: the declared (JSON error) schemas do not apply to it.
      const body = (await csvStream(spec.columns, read)) as never;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}
