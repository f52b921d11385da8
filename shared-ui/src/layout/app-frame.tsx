import { Drawer, Layout } from 'antd';
import { Suspense, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { LanguageSwitcher } from '../components/language-switcher';
import { AppHeader } from './app-header';
import { BasePathProvider } from './base-path';
import { Brand, type BrandProps } from './brand';
import { PageSkeleton } from './page-skeleton';
import { SideMenu, type NavModel } from './side-menu';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useIsMobile } from './use-is-mobile';

export interface AppFrameProps {
  /** The mark and the name in the sider (and the phone drawer). */
  brand: BrandProps;
  /** The menu: in a collapsible sider, on phones in a drawer opened from the header. */
  nav: NavModel;
  /** The header's account block (who is signed in); `compact` on phones. */
  account: (compact: boolean) => ReactNode;
  /** Ends the session: the header's "Log out" button. */
  onLogout: () => Promise<unknown>;
  /** Shown between the header and the screen on every screen (e.g. a status notice). */
  notice?: ReactNode;
  /** The screen; the layout route's `<Outlet>` by default. A skeleton shows while it loads. */
  children?: ReactNode;
}

/**
 * A remote's app frame, as the element of its layout route: sider menu (a drawer on phones),
 * header with account, language and logout, an optional notice, then the screen. It records the
 * layout route's path as the base path (`useBasePath`) for everything inside it.
 */
export function AppFrame({ brand, nav, account, onLogout, notice, children }: AppFrameProps) {
  const mobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <BasePathProvider>
      <SkipLink />
      <Layout style={{ minHeight: '100vh' }}>
        {mobile ? (
          <Drawer
            placement="left"
            size={280}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            title={<Brand {...brand} dark={false} />}
            styles={{ body: { padding: 0 }, header: { paddingBlock: 0 } }}
          >
            <SideMenu nav={nav} theme="light" onNavigate={() => setDrawerOpen(false)} />
            <div style={{ padding: '16px 24px' }}>
              <LanguageSwitcher />
            </div>
          </Drawer>
        ) : (
          <Layout.Sider
            collapsible
            collapsed={collapsed}
            onCollapse={(value) => setCollapsed(value)}
            breakpoint="lg"
            width={248}
            style={{ position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' }}
          >
            <Brand {...brand} collapsed={collapsed} />
            <SideMenu nav={nav} theme="dark" collapsed={collapsed} />
          </Layout.Sider>
        )}
        <Layout>
          <AppHeader
            account={account}
            onLogout={onLogout}
            onOpenMenu={mobile ? () => setDrawerOpen(true) : undefined}
          />
          {notice}
          <Layout.Content
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            style={{ padding: mobile ? 16 : 24, outline: 'none' }}
          >
            <Suspense fallback={<PageSkeleton />}>{children ?? <Outlet />}</Suspense>
          </Layout.Content>
        </Layout>
      </Layout>
    </BasePathProvider>
  );
}
