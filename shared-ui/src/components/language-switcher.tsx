import { theme } from 'antd';
import { currentLanguage, setLanguage, useT } from '../i18n/i18n';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '../i18n/languages';

/**
 * The language choice in every header. A native <select>, not antd's Select: it is on the public
 * pages, where antd's Select (with its virtual list and popup) would add ~18 KB to /login, and a
 * phone opens its own picker for it. Drawn with the theme's tokens to sit beside antd's controls.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useT();
  const { token } = theme.useToken();
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
        height: token.controlHeightSM,
        padding: `0 ${token.paddingXXS}px 0 ${token.paddingXS}px`,
        border: `${token.lineWidth}px solid ${token.colorBorder}`,
        borderRadius: token.borderRadiusSM,
        background: token.colorBgContainer,
        color: token.colorText,
        font: 'inherit',
        fontSize: token.fontSize,
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
