import Fastify, { type FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import { installAccessControl } from './auth/access-control';
import {
  noCaptcha,
  SiteverifyCaptchaVerifier,
  type CaptchaVerifier,
} from './captcha/captcha-verifier';
import type { Clock, MovableClock } from './clock';
import type { AppConfig } from './config';
import type { Db } from './db/types';
import { tooManyUntil } from './http/app-error';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  installErrorHandling,
  refuseExpectation,
} from './http/error-handler';
import { installContentEncodingRefusal } from './http/content-encoding';
import { installHostRequirement } from './http/host-header';
import { installJsonBodyParser } from './http/json-body-parser';
import { documentObject, documentOperation } from './http/openapi/openapi-transform';
import { installRequestIdHeader, requestIdOf } from './http/request-id';
import type { AppModule, ZodApp } from './http/zod-app';
import type { Mailer } from './mail/mailer';
import { installHttpMetrics } from './metrics/http-metrics';
import { MODULES } from './modules';
import { installTwoFactorFailureRecording } from './modules/two-factor/record-failure';
import { throttleAddress } from './security/throttle-address';
import { createStorage } from './storage/create-storage';
import type { FileStorage } from './storage/file-storage';

export type BuildAppDeps = {
  db: Db;
  clock: Clock;
  config: AppConfig;
  mailer: Mailer;
  /** Defaults to the provider's siteverify when CAPTCHA_ENABLED (tests inject a fake). */
  captcha?: CaptchaVerifier;
  /** Defaults to the storage of `config.storage` (tests may inject one). */
  storage?: FileStorage;
  /** `clock` itself when it can be moved; /api/test/clock needs it (TEST_MODE only). */
  testClock?: MovableClock;
};

/**
 * A whole request, headers and body, must arrive within 2 minutes (a 5 MB attachment at about
 * 44 KB/s): a client sending slower (or never finishing its body) holds a connection no longer,
 * answered 408. Fastify turns Node's own limit off unless this is set; the web fronts bound it
 * too (the `pnpm start` front the same way, nginx by client_body_timeout).
 */
export const REQUEST_TIMEOUT_MS = 120_000;

export type BuildAppOptions = {
  logger?: FastifyServerOptions['logger'];
  /** Modules registered after the app's own (tests use it to add routes). */
  extraModules?: readonly AppModule[];
  /** The app's own modules; default all of them (JOBS=only serves HEALTH_MODULES). */
  modules?: readonly AppModule[];
};

/**
 * The API as a Fastify instance, ready to `inject` or `listen`. Throws when a route under /api
 * declares no access (see auth/access-control.ts).
 */
export async function buildApp(deps: BuildAppDeps, options: BuildAppOptions = {}): Promise<ZodApp> {
  const { config } = deps;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    exposeHeadRoutes: false,
    // Malformed URLs get the contract's error shape too (issue 11).
    frameworkErrors: frameworkErrorHandler,
    // ... and so do Node's refusals before routing (headers or URL over 16 KB: 431).
    clientErrorHandler,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // installHostRequirement refuses a missing Host in the error shape (Node's 400 has no body).
    http: { requireHostHeader: false },
    genReqId: requestIdOf,
    // Read by genReqId, which refuses unsafe values (Fastify would take any header as is).
    requestIdHeader: false,
  }).withTypeProvider<ZodTypeProvider>();
  // ... and so does an Expect header Node cannot meet (its own 417 has no body).
  app.server.on('checkExpectation', refuseExpectation);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const appDeps: AppDeps = {
    ...deps,
    captcha: deps.captcha ?? defaultCaptcha(config),
    storage: deps.storage ?? createStorage(config.storage),
  };
  installRequestIdHeader(app);
  installHttpMetrics(app);
  installErrorHandling(app);
  installJsonBodyParser(app);
  installHostRequirement(app);
  installContentEncodingRefusal(app);
  installAccessControl(app, appDeps);
  installTwoFactorFailureRecording(app, appDeps);

  if (config.rateLimitPerMinute > 0) {
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitPerMinute,
      timeWindow: '1 minute',
      // The client as the login limits count it (an IPv6 host by its /64, an IPv4 one however
      // it is carried, NAT64 included): the plugin's own key put a NAT64 gateway's clients in one.
      keyGenerator: (request) => throttleAddress(request.ip),
      // The window is the limiter's own (wall-clock) minute; `params.date` says when it ends.
      errorResponseBuilder: (_request, context) =>
        tooManyUntil(
          `Too many requests, retry in ${context.after}`,
          new Date(Date.now() + context.ttl),
        ),
    });
  }

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Partner platform API',
        version: config.version,
        description:
          'The API of the partner platform: the partner cabinet (/api/client), the back-office (/api/admin) and public sign-up and sign-in (/api/auth). Errors share one body `{ error: { code, message, fields?, params? } }`; every answer carries X-Request-Id, the id of its log lines.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: documentOperation,
    transformObject: documentObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  for (const module of [...(options.modules ?? MODULES), ...(options.extraModules ?? [])]) {
    await app.register(async (scope) =>
      module.register(scope.withTypeProvider<ZodTypeProvider>(), appDeps),
    );
  }

  await app.ready();
  return app;
}

function defaultCaptcha(config: AppConfig): CaptchaVerifier {
  return config.captcha.enabled && config.captcha.secret
    ? new SiteverifyCaptchaVerifier(config.captcha.secret, config.captcha.verifyUrl)
    : noCaptcha;
}
