import { queryOptions } from '@tanstack/react-query';
import { fetchWithdrawalInfo, withdrawalsKey, type WithdrawalInfo } from 'shared-api';

export interface TimedWithdrawalInfo {
  info: WithdrawalInfo;
  /** Server clock minus device clock when the answer arrived: countdowns follow the server. */
  offsetMs: number;
}

/** GET …/withdrawals/info, with the clock offset measured on its `now`. */
export async function loadWithdrawalInfo(): Promise<TimedWithdrawalInfo> {
  const info = await fetchWithdrawalInfo();
  return { info, offsetMs: Date.parse(info.now) - Date.now() };
}

/** Under the withdrawals' key: a request or a cancel (they invalidate it) moves limit and window. */
export const timedWithdrawalInfoQueryOptions = () =>
  queryOptions({ queryKey: [...withdrawalsKey, 'timed-info'], queryFn: loadWithdrawalInfo });
