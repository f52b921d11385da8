import { Divider, Flex, Layout, Space, Typography, theme as antdTheme } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { peekSupportContacts, type SupportContacts } from 'shared-api/public';
import { hasSupportContacts, LanguageSwitcher, SupportContactLinks } from 'shared-ui';
import { AUTH_PATHS } from '../auth-paths';
import { ButtonLink } from '../components/button-link';
import { useAuthT } from '../i18n';
import { LogoMark } from './logo-mark';

/** The frame of every public page: the name linking home, sign-in links, language, legal links. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useAuthT();
  const { token } = antdTheme.useToken();
  const { pathname } = useLocation();
  const app = t('app.name');
  // The back-office sign-in is for staff: no partner sign-in or signup links there.
  const staffPage = pathname.replace(/\/+$/, '').toLowerCase() === AUTH_PATHS.adminLogin;
  const contacts = useSupportContacts();

  // A block, not an expression: Chromium's scrollTo returns a Promise, and React would call
  // whatever an effect returns as its clean-up when the page unmounts.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 12,
          height: 'auto',
          minHeight: 64,
          lineHeight: 'normal',
          paddingBlock: 12,
          paddingInline: 24,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Link
          to={AUTH_PATHS.home}
          // Named by what it shows (the name and tagline): an aria-label would hide the tagline
          // from the name that voice control users say (WCAG 2.5.3).
          style={{ display: 'flex', alignItems: 'center', gap: 10, color: token.colorText }}
        >
          <LogoMark color={token.colorPrimary} />
          <span>
            <Typography.Text strong style={{ display: 'block', fontSize: 17 }}>
              {app}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('layout.tagline')}
            </Typography.Text>
          </span>
        </Link>
        <Flex
          component="nav"
          aria-label={t('layout.nav')}
          align="center"
          gap={8}
          wrap
          style={{ marginInlineStart: 'auto' }}
        >
          {!staffPage && (
            <>
              <ButtonLink
                to={AUTH_PATHS.login}
                type="text"
                aria-current={pathname === AUTH_PATHS.login ? 'page' : undefined}
              >
                {t('layout.login')}
              </ButtonLink>
              <ButtonLink
                to={AUTH_PATHS.signup}
                type="primary"
                aria-current={pathname === AUTH_PATHS.signup ? 'page' : undefined}
              >
                {t('layout.signup')}
              </ButtonLink>
            </>
          )}
          <LanguageSwitcher />
        </Flex>
      </Layout.Header>

      <Layout.Content style={{ padding: '40px 16px 24px' }}>
        <div style={{ maxWidth: 1120, margin: '0 auto' }}>{children}</div>
      </Layout.Content>

      <Layout.Footer style={{ textAlign: 'center', background: 'transparent' }}>
        <Flex vertical align="center" gap={8}>
          <nav aria-label={t('layout.legalNav')}>
            <Space separator={<Divider orientation="vertical" />} wrap>
              <Link to={AUTH_PATHS.privacyPolicy}>{t('layout.privacyPolicy')}</Link>
              <Link to={AUTH_PATHS.publicOffer}>{t('layout.publicOffer')}</Link>
            </Space>
          </nav>
          {hasSupportContacts(contacts) && (
            <Flex gap={8} wrap justify="center" align="center">
              <Typography.Text type="secondary">{t('layout.support')}:</Typography.Text>
              <SupportContactLinks contacts={contacts} />
            </Flex>
          )}
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {t('layout.copyright', { year: new Date().getFullYear(), app })}
          </Typography.Text>
        </Flex>
      </Layout.Footer>
    </Layout>
  );
}

/** The support contacts of the settings for the footer; none while loading or on a failure. */
function useSupportContacts(): SupportContacts | null {
  const [contacts, setContacts] = useState<SupportContacts | null>(null);
  useEffect(() => {
    let live = true;
    void peekSupportContacts().then((c) => live && setContacts(c));
    return () => {
      live = false;
    };
  }, []);
  return contacts;
}
