import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';

/** A Fastify instance whose route schemas are zod schemas (request and reply are typed). */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A domain module: registers its routes (each declaring its access) inside its own scope. */
export type AppModule = {
  name: string;
  register(app: ZodApp, deps: AppDeps): void | Promise<void>;
};
