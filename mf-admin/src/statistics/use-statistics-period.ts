import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parsePeriod, type StatisticsPeriod } from './period';

/** The period in the URL (`?from&to`): reload and back keep it; each change is a history entry. */
export function useStatisticsPeriod() {
  const [params, setParams] = useSearchParams();
  const period = useMemo(() => parsePeriod(params), [params]);
  const setPeriod = useCallback(
    ({ from, to }: StatisticsPeriod) => setParams(new URLSearchParams({ from, to })),
    [setParams],
  );
  return [period, setPeriod] as const;
}
