import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { peekSupportContacts, type SupportContacts } from 'shared-api/public';
import { hasSupportContacts, LanguageSwitcher, SupportContactLinks } from 'shared-ui/public';
import { AUTH_PATHS } from '../auth-paths';
import { ButtonLink } from '../components/button-link';
import { useAuthT } from '../i18n';
import { LogoMark } from './logo-mark';

/**
 * The frame of every public page: the name linking home, sign-in links, language, legal links.
 * Drawn without antd (shared-ui/public's primitives and `pp-` styles): /login loads none of it.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useAuthT();
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
    <div
      className="pp-root"
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: 'var(--pp-bg-layout)',
      }}
    >
      <header
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 12,
          minHeight: 64,
          boxSizing: 'border-box',
          padding: '12px 24px',
          background: 'var(--pp-bg)',
          borderBottom: '1px solid var(--pp-border-secondary)',
        }}
      >
        <Link
          to={AUTH_PATHS.home}
          // Named by what it shows (the name and tagline): an aria-label would hide the tagline
          // from the name that voice control users say (WCAG 2.5.3).
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 10,
            color: 'var(--pp-text)',
            textDecoration: 'none',
          }}
        >
          <LogoMark color="var(--pp-primary)" />
          <span>
            <strong style={{ display: 'block', fontSize: 17, fontWeight: 600 }}>{app}</strong>
            <span className="pp-secondary" style={{ fontSize: 12 }}>
              {t('layout.tagline')}
            </span>
          </span>
        </Link>
        <nav
          aria-label={t('layout.nav')}
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 8,
            marginInlineStart: 'auto',
          }}
        >
          {!staffPage && (
            <>
              <ButtonLink
                to={AUTH_PATHS.login}
                variant="text"
                aria-current={pathname === AUTH_PATHS.login ? 'page' : undefined}
              >
                {t('layout.login')}
              </ButtonLink>
              <ButtonLink
                to={AUTH_PATHS.signup}
                variant="primary"
                aria-current={pathname === AUTH_PATHS.signup ? 'page' : undefined}
              >
                {t('layout.signup')}
              </ButtonLink>
            </>
          )}
          <LanguageSwitcher />
        </nav>
      </header>

      <main style={{ flex: 'auto', padding: '40px 16px 24px' }}>
        <div style={{ maxWidth: 1120, margin: '0 auto' }}>{children}</div>
      </main>

      <footer
        style={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 8,
          padding: '24px 16px',
          textAlign: 'center',
        }}
      >
        <nav aria-label={t('layout.legalNav')}>
          <ul
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'center',
              gap: '4px 16px',
              listStyle: 'none',
              margin: 0,
              padding: 0,
            }}
          >
            <li>
              <Link to={AUTH_PATHS.privacyPolicy}>{t('layout.privacyPolicy')}</Link>
            </li>
            <li>
              <Link to={AUTH_PATHS.publicOffer}>{t('layout.publicOffer')}</Link>
            </li>
          </ul>
        </nav>
        {hasSupportContacts(contacts) && (
          <div
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'center',
              alignItems: 'center',
              gap: 8,
            }}
          >
            <span className="pp-secondary">{t('layout.support')}:</span>
            <SupportContactLinks contacts={contacts} />
          </div>
        )}
        <span className="pp-secondary" style={{ fontSize: 13 }}>
          {t('layout.copyright', { year: new Date().getFullYear(), app })}
        </span>
      </footer>
    </div>
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
