import {
  binarySearchQuerySchema,
  binarySearchSchema,
  binaryStructureQuerySchema,
  binaryStructureSchema,
} from 'shared-api/contract';
import type { AppDeps } from '../../../app-deps';
import { clientOf } from '../../../auth/principal';
import { access } from '../../../http/access';
import { errorResponses } from '../../../http/error-responses';
import type { ZodApp } from '../../../http/zod-app';
import { loadStructure } from './load-structure';
import { searchTree } from './search-tree';

/** GET /api/client/binary/structure and /search: the caller's own subtree only. */
export function structureRoutes(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/client/binary/structure',
    {
      schema: {
        tags: ['binary'],
        querystring: binaryStructureQuerySchema,
        response: { 200: binaryStructureSchema, ...errorResponses(401, 404, 422) },
      },
      config: { access: access.client },
    },
    (request) =>
      loadStructure(deps.db, {
        callerId: clientOf(request).partnerId,
        rootId: request.query.root,
        depth: request.query.depth,
      }),
  );

  app.get(
    '/api/client/binary/search',
    {
      schema: {
        tags: ['binary'],
        querystring: binarySearchQuerySchema,
        response: { 200: binarySearchSchema, ...errorResponses(401, 422) },
      },
      config: { access: access.client },
    },
    async (request) => ({
      items: await searchTree(deps.db, clientOf(request).partnerId, request.query.login),
    }),
  );
}
