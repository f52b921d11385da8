import { act, screen, waitFor } from '@testing-library/react';
import { lazy, type ReactNode } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { commonLocales } from '../testing/locales';
import { AppFrame } from '../layout/app-frame';
import { hrefOf, useBasePath } from '../layout/base-path';
import { ComingSoon } from '../layout/coming-soon';
import { Page } from '../layout/page';
import { RemoteNotFound } from '../layout/remote-not-found';
import type { NavModel } from '../layout/side-menu';
import { findTitle, hrefs, linkTo, menu, onPhoneScreen, renderRemote } from '../testing';

const en = commonLocales.en;
const nav = () => screen.getByLabelText(en.layout.navigation, { selector: 'nav' });

/** Two groups: one with a single screen (a plain item), one with two (a submenu); one empty. */
const NAV: NavModel = {
  groups: [
    { key: 'start', label: 'Start group', icon: <i>s</i>, items: [{ path: '', label: 'Start' }] },
    {
      key: 'docs',
      label: 'Documents',
      icon: <i>d</i>,
      items: [
        { path: 'docs', label: 'All documents', icon: <i data-testid="item-icon">a</i> },
        { path: 'docs/archive', label: 'Archive' },
      ],
    },
    { key: 'empty', label: 'Nothing here', icon: <i>e</i>, items: [] },
  ],
  // A document's page lights up the list it belongs to.
  locate: (path) =>
    path === ''
      ? { path: '', group: 'start' }
      : path.startsWith('docs')
        ? { path: path === 'docs/archive' ? path : 'docs', group: 'docs' }
        : undefined,
};

function Home() {
  const base = useBasePath();
  return (
    <Page title="Start page" subtitle="Hello" extra={<button type="button">Act</button>}>
      <p data-testid="base">{base}</p>
      <Link to={hrefOf(base, 'docs/archive')}>To the archive</Link>
    </Page>
  );
}

let releaseArchive: () => void = () => undefined;
const Archive = lazy(
  () =>
    new Promise<{ default: () => ReactNode }>((resolve) => {
      releaseArchive = () => resolve({ default: () => <Page title="Archive page">old</Page> });
    }),
);

function testRemote({
  onLogout = () => Promise.resolve(),
  notice,
}: { onLogout?: () => Promise<unknown>; notice?: ReactNode } = {}) {
  return function TestRoutes() {
    const frame = (
      <AppFrame
        brand={{ mark: 'T', name: 'Test app' }}
        nav={NAV}
        account={(compact) => <span data-testid="account">{compact ? 'compact' : 'full'}</span>}
        onLogout={onLogout}
        notice={notice}
      />
    );
    return (
      <Routes>
        <Route path="/" element={frame}>
          <Route index element={<Home />} />
          <Route path="docs" element={<ComingSoon title="All documents" />} />
          <Route path="docs/archive" element={<Archive />} />
          <Route path="docs/:id" element={<ComingSoon title="A document" />} />
          <Route path="*" element={<RemoteNotFound />} />
        </Route>
      </Routes>
    );
  };
}

describe('<AppFrame>', () => {
  it('frames the screen: brand, the menu under the base path, account, language and logout', async () => {
    const { user } = renderRemote(testRemote(), { prefix: '/app' });
    expect(await findTitle('Start page')).toBeInTheDocument();
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Act' })).toBeInTheDocument();
    expect(screen.getByText('Test app')).toBeInTheDocument();
    expect(screen.getByTestId('base')).toHaveTextContent(/^\/app$/);

    // A group of one screen is a plain item; an empty group is dropped.
    expect(linkTo(nav(), '/app')).toHaveTextContent('Start');
    expect(menu(en.layout.navigation).queryByText('Start group')).toBeNull();
    expect(menu(en.layout.navigation).queryByText('Nothing here')).toBeNull();
    await user.click(menu(en.layout.navigation).getByText('Documents'));
    expect(hrefs(nav()).sort()).toEqual(['/app', '/app/docs', '/app/docs/archive']);
    expect(linkTo(nav(), '/app/docs')).toHaveTextContent('All documents');
    expect(screen.getByTestId('item-icon')).toBeInTheDocument();

    expect(screen.getByTestId('account')).toHaveTextContent('full');
    expect(screen.getByTestId('language-switcher')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.actions.logout })).toHaveTextContent(
      en.actions.logout,
    );
    expect(screen.queryByLabelText(en.layout.openMenu)).toBeNull();
  });

  it('highlights the current screen and opens its group, also for a deep link', async () => {
    renderRemote(testRemote(), { prefix: '/app', path: '/app/docs/42' });
    expect(await findTitle('A document')).toBeInTheDocument();
    expect(linkTo(nav(), '/app/docs').closest('li')).toHaveClass('ant-menu-item-selected');
    expect(linkTo(nav(), '/app/docs/archive').closest('li')).not.toHaveClass(
      'ant-menu-item-selected',
    );
  });

  it('shows a skeleton while the screen loads', async () => {
    renderRemote(testRemote(), { prefix: '/app', path: '/app/docs/archive' });
    expect(await screen.findByTestId('page-skeleton')).toHaveAttribute('aria-busy', 'true');
    act(() => releaseArchive());
    expect(await findTitle('Archive page')).toBeInTheDocument();
    expect(screen.queryByTestId('page-skeleton')).toBeNull();
  });

  it('a link on a page opens the group of its screen', async () => {
    const { user } = renderRemote(testRemote(), { prefix: '/app' });
    await findTitle('Start page');
    expect(screen.queryByText('Archive')).toBeNull(); // its group is closed

    await user.click(screen.getByText('To the archive'));
    expect(await findTitle('Archive page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/app\/docs\/archive$/);
    expect(linkTo(nav(), '/app/docs/archive').closest('li')).toHaveClass('ant-menu-item-selected');
  });

  it('a menu item opens its screen and moves the highlight', async () => {
    const { user } = renderRemote(testRemote(), { prefix: '/app' });
    await findTitle('Start page');
    await user.click(menu(en.layout.navigation).getByText('Documents'));
    await user.click(linkTo(nav(), '/app/docs'));
    expect(await findTitle('All documents')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/app\/docs$/);
    expect(linkTo(nav(), '/app/docs').closest('li')).toHaveClass('ant-menu-item-selected');
    expect(linkTo(nav(), '/app').closest('li')).not.toHaveClass('ant-menu-item-selected');
  });

  it('collapses the sider to the mark and back', async () => {
    const { user } = renderRemote(testRemote(), { prefix: '/app' });
    await findTitle('Start page');
    const trigger = document.querySelector<HTMLElement>('.ant-layout-sider-trigger')!;
    await user.click(trigger);
    await waitFor(() => expect(screen.queryByText('Test app')).toBeNull());
    expect(screen.getByText('T')).toBeInTheDocument();
    await user.click(trigger);
    expect(await screen.findByText('Test app')).toBeInTheDocument();
  });

  it('shows the notice above every screen', async () => {
    const { user } = renderRemote(testRemote({ notice: <p data-testid="notice">Heads up</p> }), {
      prefix: '/app',
    });
    await findTitle('Start page');
    expect(screen.getByTestId('notice')).toBeInTheDocument();
    await user.click(menu(en.layout.navigation).getByText('Documents'));
    await user.click(linkTo(nav(), '/app/docs'));
    await findTitle('All documents');
    expect(screen.getByTestId('notice')).toBeInTheDocument();
  });

  it('"Log out" ends the session with a spinner, and a failed call is swallowed', async () => {
    let fail: (error: Error) => void = () => undefined;
    const onLogout = jest.fn(
      () =>
        new Promise<void>((_resolve, reject) => {
          fail = reject;
        }),
    );
    const { user } = renderRemote(testRemote({ onLogout }), { prefix: '/app' });
    await findTitle('Start page');
    const button = screen.getByRole('button', { name: en.actions.logout });
    await user.click(button);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(button).toHaveClass('ant-btn-loading');
    await act(async () => fail(new Error('offline')));
    expect(screen.getByRole('button', { name: en.actions.logout })).toBeInTheDocument();
  });

  it('speaks the chosen language', async () => {
    const de = commonLocales.de;
    renderRemote(testRemote(), { prefix: '/app', language: 'de' });
    await findTitle('Start page');
    expect(screen.getByLabelText(de.layout.navigation, { selector: 'nav' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: de.actions.logout })).toBeInTheDocument();
  });

  describe('on a phone', () => {
    onPhoneScreen();

    it('the menu and the language live in a drawer that closes after a choice', async () => {
      const { user } = renderRemote(testRemote(), { prefix: '/app' });
      await findTitle('Start page');
      expect(screen.queryByLabelText(en.layout.navigation, { selector: 'nav' })).toBeNull();
      expect(screen.queryByTestId('language-switcher')).toBeNull();
      expect(screen.getByTestId('account')).toHaveTextContent('compact');
      // The logout button shows its icon alone but keeps its name.
      expect(screen.getByRole('button', { name: en.actions.logout })).not.toHaveTextContent(
        en.actions.logout,
      );

      await user.click(screen.getByLabelText(en.layout.openMenu));
      expect(await screen.findByTestId('language-switcher')).toBeInTheDocument();
      expect(screen.getAllByText('Test app').length).toBeGreaterThan(0);
      await user.click(await screen.findByText('Documents'));
      await user.click(linkTo(nav(), '/app/docs'));
      expect(await findTitle('All documents')).toBeInTheDocument();
      await waitFor(() =>
        expect(document.querySelector('.ant-drawer-open')).not.toBeInTheDocument(),
      );
    });
  });
});

describe('<ComingSoon>', () => {
  it('titles the page and says the screen is coming, in the chosen language', async () => {
    renderRemote(testRemote(), { prefix: '/app', path: '/app/docs', language: 'es' });
    expect(await findTitle('All documents')).toBeInTheDocument();
    expect(screen.getByTestId('coming-soon')).toHaveTextContent(commonLocales.es.comingSoon.title);
    expect(screen.getByTestId('coming-soon')).toHaveTextContent(commonLocales.es.comingSoon.text);
  });
});

describe('<RemoteNotFound>', () => {
  it('shows the 404 page inside the frame; "home" leads to the base path', async () => {
    const { user } = renderRemote(testRemote(), { prefix: '/app', path: '/app/no/such/page' });
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(linkTo(nav(), '/app')).toBeInTheDocument();
    await user.click(screen.getByText(en.actions.home));
    expect(await findTitle('Start page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/app$/);
  });
});

describe('hrefOf', () => {
  it('joins the base and a child path; the home screen is the base itself', () => {
    expect(hrefOf('/client', 'profile')).toBe('/client/profile');
    expect(hrefOf('/client', '')).toBe('/client');
    expect(hrefOf('', '')).toBe('/');
  });
});
