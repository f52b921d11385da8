import {
  chainSettingsUpdateSchema,
  chainSettingsViewSchema,
  type ChainSettingsView,
  type MessageCode,
} from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { adminOf } from '../../auth/principal';
import { access } from '../../http/access';
import { AppError } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { changedFields, writeAdminLog } from '../logs/write-log';
import {
  lockChainSettings,
  readChainSettings,
  writeChainSettings,
  type StoredChainSettings,
} from './chain-settings';
import { isTronAddress, parseXpub } from './tron-address';

const view = ({ apiKey, ...rest }: StoredChainSettings): ChainSettingsView => ({
  ...rest,
  apiKeySet: apiKey !== '',
});

const invalid = (field: string, code: MessageCode, message: string) =>
  new AppError(422, 'VALIDATION_FAILED', message, { [field]: code });

/** Refuses what the watcher could not use: a private or malformed key, a non-HTTP URL. */
function assertUsable(s: StoredChainSettings): void {
  if (s.xpub !== '') {
    try {
      parseXpub(s.xpub);
    } catch {
      throw invalid('xpub', 'invalidXpub', 'Not an extended public key');
    }
  }
  if (s.apiUrl !== '' && !isHttpUrl(s.apiUrl))
    throw invalid('apiUrl', 'invalidUrl', 'Not an http(s) URL');
  // The key travels as an HTTP header: a character outside visible ASCII breaks every request.
  if (!/^[\x21-\x7e]*$/.test(s.apiKey))
    throw invalid('apiKey', 'invalidCharacters', 'Not a printable ASCII key');
  if (!isTronAddress(s.usdtContract))
    throw invalid('usdtContract', 'invalidWallet', 'Not a TRON address');
}

/** The URL `value` names, or null when it names none. */
const urlOf = (value: string): URL | null => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

/**
 * The stored API key goes only to the API it was entered for: an edit moving the API to another
 * origin without giving the key again is refused, or an admin who may edit the settings but not
 * read the key (the view shows only `apiKeySet`) could have the watcher send it to their server.
 */
function assertKeyStaysWithItsApi(before: StoredChainSettings, apiUrl: string, given?: string) {
  if (given !== undefined || before.apiKey === '') return;
  const from = urlOf(before.apiUrl)?.origin;
  if (from !== undefined && from === urlOf(apiUrl)?.origin) return;
  throw new AppError(
    422,
    'VALIDATION_FAILED',
    'Enter the API key again for another API (or remove it): the stored key stays with its API',
    { apiKey: 'required' },
  );
}

/** An absolute http(s) URL that fetch accepts (a prefix match let "http://a b" through). */
function isHttpUrl(value: string): boolean {
  const url = urlOf(value);
  return !!url && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/** GET / PUT /api/admin/settings/chain: the chain watcher's xpub, API and confirmations. */
export function chainSettingsRoutes(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/admin/settings/chain',
    {
      schema: {
        tags: ['settings'],
        response: { 200: chainSettingsViewSchema, ...errorResponses(401, 403) },
      },
      config: { access: access.admin('view-transactions') },
    },
    async () => view(await readChainSettings(deps.db)),
  );

  app.put(
    '/api/admin/settings/chain',
    {
      schema: {
        tags: ['settings'],
        body: chainSettingsUpdateSchema,
        response: { 200: chainSettingsViewSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: access.admin('update-transactions') },
    },
    async (request) => {
      const actor = adminOf(request);
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        await lockChainSettings(tx);
        const before = await readChainSettings(tx);
        const { apiKey, ...rest } = request.body;
        assertKeyStaysWithItsApi(before, rest.apiUrl, apiKey);
        const next: StoredChainSettings = { ...rest, apiKey: apiKey ?? before.apiKey };
        assertUsable(next);
        await writeChainSettings(tx, next, actor.adminId, now);
        // The key itself never goes to the log, only whether one is set.
        const changes = changedFields(view(before), view(next));
        await writeAdminLog(tx, actor.adminId, {
          action: 'settings-updated',
          details: { key: 'chain' },
          before: changes?.before ?? null,
          after: changes?.after ?? null,
          ip: request.ip,
          at: now,
        });
        return view(next);
      });
    },
  );
}
