import { currentLanguage, setLanguage, useT } from '../i18n/i18n';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '../i18n/languages';

/**
 * The language choice in every header. A native <select>, not antd's Select: it is on the public
 * pages, which load no antd, and a phone opens its own picker for it. Drawn with the platform's
 * tokens (CSS variables) to sit beside antd's controls.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useT();
  const value: Language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  return (
    <select
      aria-label={t('language.label')}
      data-testid="language-switcher"
      value={value}
      onChange={(event) => {
        if (isLanguage(event.target.value)) setLanguage(event.target.value);
      }}
      style={{
        minWidth: 128,
        height: 24,
        padding: '0 4px 0 8px',
        border: '1px solid var(--pp-border)',
        borderRadius: 4,
        background: 'var(--pp-bg)',
        color: 'var(--pp-text)',
        font: 'inherit',
        fontSize: 14,
        cursor: 'pointer',
      }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </select>
  );
}
