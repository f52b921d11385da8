import { financeSettingsSchema, type FinanceSettings } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { adminOf } from '../../auth/principal';
import { access } from '../../http/access';
import { AppError } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { isPayableTronAddress } from '../chain/tron-address';
import { changedFields, writeAdminLog } from '../logs/write-log';
import { rescheduleAccruals } from '../packages/reschedule-accruals';
import { lockFinanceSettings, readFinanceSettings, writeFinanceSettings } from './finance-settings';
import { settingsSnapshot } from './settings-snapshot';

/** GET / PUT /api/admin/settings/finance: the numbers of business-rules.md, admin-editable. */
export function financeSettingsRoutes(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/admin/settings/finance',
    {
      schema: {
        tags: ['settings'],
        response: { 200: financeSettingsSchema, ...errorResponses(401, 403) },
      },
      config: { access: access.admin('view-transactions') },
    },
    () => readFinanceSettings(deps.db),
  );

  app.put(
    '/api/admin/settings/finance',
    {
      schema: {
        tags: ['settings'],
        body: financeSettingsSchema,
        response: { 200: financeSettingsSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: access.admin('update-transactions') },
    },
    async (request) => {
      const actor = adminOf(request);
      const body = request.body;
      if (body.deposit.processingMinMinutes > body.deposit.processingMaxMinutes) {
        throw new AppError(422, 'VALIDATION_FAILED', 'The processing range is reversed', {
          'deposit.processingMaxMinutes': 'invalidAmount',
        });
      }
      const next = {
        ...body,
        withdrawal: {
          ...body.withdrawal,
          days: [...new Set(body.withdrawal.days)].sort((a, b) => a - b),
        },
      };
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        await lockFinanceSettings(tx);
        const before = await readFinanceSettings(tx);
        assertPayableDepositWallet(before, next);
        await writeFinanceSettings(tx, next, actor.adminId, now);
        if (before.packages.accrualIntervalHours !== next.packages.accrualIntervalHours) {
          await rescheduleAccruals(tx, next);
        }
        const changes = changedFields(settingsSnapshot(before), settingsSnapshot(next));
        await writeAdminLog(tx, actor.adminId, {
          action: 'settings-updated',
          details: { key: 'finance' },
          before: changes?.before ?? null,
          after: changes?.after ?? null,
          ip: request.ip,
          at: now,
        });
      });
      return next;
    },
  );
}

/**
 * Partners are told to pay to the deposit wallet: a changed one must be a TRON address whose
 * base58check holds (a typo would send their USDT to an address nobody holds), and not the
 * black-hole address or the USDT contract (isPayableTronAddress). An unchanged one is
 * kept as stored, so an admin saving other settings is not refused for it (the default is a
 * placeholder; a stored legacy value still reads back, the read schema does not check it).
 */
function assertPayableDepositWallet(before: FinanceSettings, next: FinanceSettings): void {
  const wallet = next.deposit.walletAddress;
  if (wallet === before.deposit.walletAddress || isPayableTronAddress(wallet)) return;
  throw new AppError(422, 'VALIDATION_FAILED', 'The deposit wallet is not a TRC20 address', {
    'deposit.walletAddress': 'invalidWallet',
  });
}
