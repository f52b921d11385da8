import dayjs, { type Dayjs } from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import localeData from 'dayjs/plugin/localeData';
import weekday from 'dayjs/plugin/weekday';
import weekOfYear from 'dayjs/plugin/weekOfYear';
import weekYear from 'dayjs/plugin/weekYear';

// antd's pickers call these plugins' methods on the values they are given. dayjs is not a
// federation singleton, so this remote may bundle its own copy: its values need the same plugins
// antd gives its own copy.
dayjs.extend(customParseFormat);
dayjs.extend(advancedFormat);
dayjs.extend(weekday);
dayjs.extend(localeData);
dayjs.extend(weekOfYear);
dayjs.extend(weekYear);

const ISO_DAY = 'YYYY-MM-DD';

/** The URL's `from` / `to` as the range picker's value (null when neither is set). */
export function periodValue(from?: string, to?: string): [Dayjs | null, Dayjs | null] | null {
  if (!from && !to) return null;
  return [from ? dayjs(from, ISO_DAY) : null, to ? dayjs(to, ISO_DAY) : null];
}

/** The picked range as the URL's `from` / `to` (ISO days, inclusive). */
export function periodFilters(range: readonly (Dayjs | null)[] | null) {
  return {
    from: range?.[0]?.format(ISO_DAY) ?? undefined,
    to: range?.[1]?.format(ISO_DAY) ?? undefined,
  };
}
