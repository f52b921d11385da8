import { Select } from 'antd';
import { currentLanguage, setLanguage, useT } from '../i18n/i18n';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../i18n/languages';

export function LanguageSwitcher() {
  const { t, i18n } = useT();
  return (
    <Select<Language>
      aria-label={t('language.label')}
      data-testid="language-switcher"
      size="small"
      value={(i18n.language as Language) ?? currentLanguage()}
      onChange={setLanguage}
      options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
      style={{ minWidth: 128 }}
    />
  );
}
