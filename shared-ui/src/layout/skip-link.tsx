import { theme } from 'antd';
import { useState, type CSSProperties } from 'react';
import { useT } from '../i18n/i18n';

/** The id of the frame's <main>: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** Off screen but still read and focusable (display: none would take it out of the tab order). */
const HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/**
 * "Skip to content": the first focusable element of the frame (WCAG 2.4.1), shown while focused,
 * so keyboard users reach the screen without tabbing through the whole menu.
 */
export function SkipLink() {
  const { t } = useT();
  const { token } = theme.useToken();
  const [focused, setFocused] = useState(false);
  const shown: CSSProperties = {
    position: 'fixed',
    top: 8,
    left: 8,
    zIndex: 1100,
    padding: '8px 16px',
    borderRadius: token.borderRadius,
    background: token.colorBgContainer,
    color: token.colorPrimary,
    boxShadow: token.boxShadow,
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      style={focused ? shown : HIDDEN}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={(event) => {
        // Focus the screen itself: a bare hash change would leave focus on the link.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('layout.skipToContent')}
    </a>
  );
}
