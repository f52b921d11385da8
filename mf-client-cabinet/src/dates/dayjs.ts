import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import localeData from 'dayjs/plugin/localeData';
import weekday from 'dayjs/plugin/weekday';
import weekOfYear from 'dayjs/plugin/weekOfYear';
import weekYear from 'dayjs/plugin/weekYear';

// antd's pickers and Calendar call these plugins' methods on the values they are given. dayjs is
// not a federation singleton, so this remote may bundle its own copy: its values need the same
// plugins antd gives its own copy.
dayjs.extend(customParseFormat);
dayjs.extend(advancedFormat);
dayjs.extend(weekday);
dayjs.extend(localeData);
dayjs.extend(weekOfYear);
dayjs.extend(weekYear);

/** A calendar day as the API's filters write it. */
export const ISO_DAY = 'YYYY-MM-DD';

export { dayjs };
export type { Dayjs } from 'dayjs';
