import {
  MutationObserver,
  type MutationObserverOptions,
  type QueryKey,
} from '@tanstack/react-query';
import { createQueryClient } from '../query/query-client';

/**
 * Runs a mutation against a client showing every query of `shown` (by name); answers the names of
 * those it invalidated, sorted.
 */
export async function invalidatedBy<D, V>(
  shown: Record<string, QueryKey>,
  options: MutationObserverOptions<D, Error, V>,
  variables: V,
): Promise<string[]> {
  const client = createQueryClient();
  for (const key of Object.values(shown)) client.setQueryData(key, { shown: true });
  await new MutationObserver(client, options).mutate(variables);
  return Object.entries(shown)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}
