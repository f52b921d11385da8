import { Button, Flex, Layout, theme } from 'antd';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../components/language-switcher';
import { useT } from '../i18n/i18n';
import { FrameIcon } from './frame-icon';
import { LogoutButton } from './logout-button';

interface AppHeaderProps {
  /** Who is signed in; `compact` on phones. */
  account: (compact: boolean) => ReactNode;
  onLogout: () => Promise<unknown>;
  /** Phones: opens the menu drawer (the header then shows the menu button). */
  onOpenMenu?: () => void;
}

/** The sticky header: the account, the language and logout; on phones also the menu button. */
export function AppHeader({ account, onLogout, onOpenMenu }: AppHeaderProps) {
  const { t } = useT();
  const { token } = theme.useToken();
  const mobile = Boolean(onOpenMenu);
  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        height: 'auto',
        minHeight: 64,
        lineHeight: 'normal',
        paddingBlock: 8,
        paddingInline: mobile ? 12 : 24,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex align="center" justify="space-between" gap={12} style={{ minHeight: 48 }}>
        {onOpenMenu ? (
          <Button
            type="text"
            icon={<FrameIcon name="menu" />}
            aria-label={t('layout.openMenu')}
            onClick={onOpenMenu}
          />
        ) : (
          <span />
        )}
        <Flex align="center" gap={mobile ? 12 : 16} wrap={!mobile} justify="flex-end">
          {account(mobile)}
          {/* On phones the language switcher sits in the menu drawer. */}
          {!mobile && <LanguageSwitcher />}
          <LogoutButton onLogout={onLogout} iconOnly={mobile} />
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
