import type { MutationFunctionContext, QueryKey } from '@tanstack/react-query';

/**
 * A mutation's `onSuccess` that marks the queries under `keys` stale (the shown ones refetch at
 * once). Returned as a promise, so `mutateAsync` resolves once the screen shows the new state.
 */
export function invalidating(...keys: QueryKey[]) {
  return async (
    _data: unknown,
    _variables: unknown,
    _onMutateResult: unknown,
    { client }: MutationFunctionContext,
  ): Promise<void> => {
    await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
  };
}
