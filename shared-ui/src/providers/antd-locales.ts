import type { Locale } from 'antd/es/locale';
import deDE from 'antd/locale/de_DE';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import ruRU from 'antd/locale/ru_RU';
import viVN from 'antd/locale/vi_VN';
import type { Language } from '../i18n/languages';

export const ANTD_LOCALES: Record<Language, Locale> = {
  ru: ruRU,
  en: enUS,
  de: deDE,
  es: esES,
  vt: viVN,
};
