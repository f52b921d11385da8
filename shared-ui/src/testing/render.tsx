import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { setNavigator } from 'shared-api/public';
import { setLanguage } from '../i18n/i18n';
import type { Language } from '../i18n/languages';
import { AppProviders } from '../providers/app-providers';

/**
 * The shell's providers for tests, without runtime CSS-in-JS: jsdom's getComputedStyle (used by
 * role queries, visibility checks and user-event) takes seconds per call on a full page once antd
 * has injected its hundreds of style rules.
 */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      <ConfigProvider theme={{ zeroRuntime: true }}>{children}</ConfigProvider>
    </AppProviders>
  );
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** The URL the memory router starts at (path, query and hash). Default '/'. */
  route?: string;
  /** Mount `ui` as the element of `<Route path={path}>`, so it sees params and the splat. */
  path?: string;
}

/**
 * Renders `ui` as the shell does: antd theme and locale, antd App, i18n, and a router. Returns the
 * testing-library result plus a `user` from user-event.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path, ...options }: RenderWithProvidersOptions = {},
): RenderResult & { user: UserEvent } {
  const user = userEvent.setup({ delay: null });
  const tree = path ? (
    <Routes>
      <Route path={path} element={ui} />
    </Routes>
  ) : (
    ui
  );
  const result = render(
    <TestProviders>
      <MemoryRouter initialEntries={[route]}>{tree}</MemoryRouter>
    </TestProviders>,
    options,
  );
  return { ...result, user };
}

/** Shows the router's current location (`data-testid="location"`), for assertions on navigation. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

export interface RenderRemoteOptions {
  /** Where the shell mounts the remote's routes, e.g. '/client' (they get `${prefix}/*`). */
  prefix: string;
  /** The URL the memory router starts at. Default: the prefix. */
  path?: string;
  /** Default 'en'. */
  language?: Language;
}

/**
 * Renders a remote's exposed routes the way the shell mounts them (under `prefix`), inside
 * TestProviders (no runtime CSS, so queries stay fast), with a `LocationProbe` beside them.
 * shared-api's navigator is a mock (`navigate`) and the language is fixed.
 */
export function renderRemote(
  RemoteRoutes: ComponentType,
  { prefix, path = prefix, language = 'en' }: RenderRemoteOptions,
): RenderResult & { user: UserEvent; navigate: jest.Mock<void, [string]> } {
  const navigate = jest.fn<void, [string]>();
  setNavigator(navigate);
  setLanguage(language);
  // pointer-events checks call getComputedStyle on every ancestor: far too slow on antd trees.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const result = render(
    <TestProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={`${prefix}/*`} element={<RemoteRoutes />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </TestProviders>,
  );
  return { ...result, user, navigate };
}
