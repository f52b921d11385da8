import type { FastifyRequest } from 'fastify';
import {
  okSchema,
  recoveryCodesSchema,
  twoFactorCodeSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/types';
import type { Access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { guardTwoFactorCode } from './code-burst-guard';
import type { TwoFactorSubject } from './subject';
import {
  disableTwoFactor,
  enableTwoFactor,
  setupTwoFactor,
  twoFactorStatus,
} from './two-factor-service';

/** How one kind of account plugs into the four 2FA routes. */
export type TwoFactorRealm = {
  /** `/api/client/security/two-fa` or `/api/admin/settings/two-fa`. */
  prefix: string;
  tag: string;
  access: Access;
  subjectOf(request: FastifyRequest): TwoFactorSubject;
  /** The label of the entry in the authenticator app (the login). */
  accountOf(db: Db, subject: TwoFactorSubject): Promise<string>;
  /** Writes the log row of an enable / disable, in its transaction. */
  log(
    tx: Db,
    request: FastifyRequest,
    action: 'two-fa-enabled' | 'two-fa-disabled',
    at: Date,
  ): Promise<void>;
};

/** Status, setup, enable and disable of the signed-in account's own 2FA. */
export function twoFactorRoutes(app: ZodApp, deps: AppDeps, realm: TwoFactorRealm): void {
  const config = { access: realm.access };
  const tags = [realm.tag];

  app.get(
    realm.prefix,
    {
      schema: { tags, response: { 200: twoFactorStatusSchema, ...errorResponses(401, 403) } },
      config,
    },
    async (request) => twoFactorStatus(deps.db, realm.subjectOf(request)),
  );

  app.post(
    `${realm.prefix}/setup`,
    {
      schema: { tags, response: { 200: twoFactorSetupSchema, ...errorResponses(401, 403, 409) } },
      config,
    },
    async (request) => {
      const subject = realm.subjectOf(request);
      const account = await realm.accountOf(deps.db, subject);
      return deps.db.transaction((tx) => setupTwoFactor(tx, deps, subject, account));
    },
  );

  app.post(
    `${realm.prefix}/enable`,
    {
      schema: {
        tags,
        body: twoFactorCodeSchema,
        response: { 200: recoveryCodesSchema, ...errorResponses(401, 403, 409, 422, 429) },
      },
      config,
    },
    async (request) => {
      const subject = realm.subjectOf(request);
      return guardTwoFactorCode(deps, subject, request.body.code, 'pending', () =>
        deps.db.transaction(async (tx) => {
          const codes = await enableTwoFactor(tx, deps, subject, request.body.code);
          await realm.log(tx, request, 'two-fa-enabled', deps.clock.now());
          return codes;
        }),
      );
    },
  );

  app.post(
    `${realm.prefix}/disable`,
    {
      schema: {
        tags,
        body: twoFactorCodeSchema,
        response: { 200: okSchema, ...errorResponses(401, 403, 409, 422, 429) },
      },
      config,
    },
    async (request) => {
      const subject = realm.subjectOf(request);
      await guardTwoFactorCode(deps, subject, request.body.code, 'confirmed', () =>
        deps.db.transaction(async (tx) => {
          await disableTwoFactor(tx, deps, subject, request.body.code, request.ip);
          await realm.log(tx, request, 'two-fa-disabled', deps.clock.now());
        }),
      );
      return { ok: true as const };
    },
  );
}
