import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { periodSchema, type Period } from 'shared-api';

/** The contract's default period (periodQuerySchema). */
export const DEFAULT_PERIOD: Period = 'month';

/**
 * A statistics screen's period (spec §9 filters) in the URL query `?period=`, so a reload or a
 * shared link keeps it; an unknown value falls back to the default, which is left out of the URL.
 */
export function usePeriodParam(): [Period, (period: Period) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = periodSchema.safeParse(params.get('period'));
  const period = parsed.success ? parsed.data : DEFAULT_PERIOD;
  const setPeriod = useCallback(
    (next: Period) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_PERIOD) updated.delete('period');
        else updated.set('period', next);
        return updated;
      }),
    [setParams],
  );
  return [period, setPeriod];
}
