// Once antd is on the page (its locale module adds itself to every language switch), choosing a
// language makes dayjs (what antd's pickers and calendars name months and days with) speak it
// too, with its locale loaded on the way.
import dayjs from 'dayjs';
import '../i18n/antd-locale';
import { loadLanguage, setLanguage } from '../i18n/i18n';

it.each([
  ['ru', 'ru', 'январь'],
  ['de', 'de', 'Januar'],
  ['vt', 'vi', 'tháng 1'],
  ['en', 'en', 'January'],
] as const)('language %s → dayjs locale %s', async (lang, name, january) => {
  await loadLanguage(lang);
  setLanguage(lang);
  expect(dayjs.locale()).toBe(name);
  expect(dayjs('2026-01-15').format('MMMM')).toBe(january);
});
