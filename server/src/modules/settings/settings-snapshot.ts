import type { FinanceSettings, LogSnapshot } from 'shared-api/contract';

/**
 * The settings as a flat log snapshot (`deposit.minAmount`: "10000000", `withdrawal.days`:
 * ["5", "15", "25"]): log snapshots hold scalars and lists of strings only.
 */
export function settingsSnapshot(settings: FinanceSettings): LogSnapshot {
  const out: LogSnapshot = {};
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) out[path] = value.map(String);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
    } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      out[path] = value;
  };
  walk(settings, '');
  return out;
}
