import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  MemoryRouter,
  Navigate,
  Route,
  RouterProvider,
  Routes,
  useLocation,
} from 'react-router-dom';
import { setLanguage } from 'shared-ui/public';
import { mockApi, TestProviders } from 'shared-ui/testing';
import AuthRoutes, { pathBelow } from '../routes';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** The shell's public routes: /admin and /login exact (behind guards), everything else `/*`. */
function renderInHost(path: string, { clientToken = false } = {}) {
  const guard = (children: ReactNode) =>
    clientToken ? <Navigate to="/client" replace /> : children;
  render(
    <TestProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/client/*" element={<h1>cabinet</h1>} />
          <Route path="/admin/manage/*" element={<h1>back-office</h1>} />
          <Route path="/admin" element={<AuthRoutes />} />
          <Route path="/login" element={guard(<AuthRoutes />)} />
          <Route path="/*" element={<AuthRoutes />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </TestProviders>,
  );
}

/** As the shell runs it: a data router whose one splat route renders the same route tree. */
function renderUnderDataRouter(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <Routes>
            <Route path="/admin" element={<AuthRoutes />} />
            <Route path="/login" element={<AuthRoutes />} />
            <Route path="/*" element={<AuthRoutes />} />
          </Routes>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

const h1 = () => screen.getByRole('heading', { level: 1 });

beforeEach(() => {
  setLanguage('en');
  mockApi({});
});

describe('mounted as the shell mounts it', () => {
  it.each([
    ['/', 'Invest, build your network and earn every day'],
    ['/signup', 'Create an account'],
    ['/login', 'Sign in'],
    ['/login/', 'Sign in'],
    ['/forgot-password', 'Reset password'],
    ['/set-password?token=x', 'Set your password'],
    ['/admin', 'Back-office'],
  ])('%s shows %p', (path, heading) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderInHost(path);
    expect(h1()).toHaveTextContent(heading);
    expect(warn).not.toHaveBeenCalled(); // no "descendant <Routes>" warning under /login or /admin
    warn.mockRestore();
  });

  it.each([
    ['/privacy-policy', 'Privacy Policy'],
    ['/public-offer', 'Public Offer'],
  ])('%s shows %p', async (path, heading) => {
    renderInHost(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it.each(['/nope', '/login/extra', '/admin/other', '/client-area'])(
    'answers an unknown public path %s with the 404 page',
    (path) => {
      renderInHost(path);
      expect(screen.getByText('404')).toBeInTheDocument();
      expect(screen.getByText('Page not found')).toBeInTheDocument();
    },
  );

  it.each([
    ['/login', 'Sign in'],
    ['/admin', 'Back-office'],
    ['/signup', 'Create an account'],
    ['/', 'Invest, build your network and earn every day'],
  ])('%s shows %p under the data router of the shell too', (path, heading) => {
    renderUnderDataRouter(path);
    expect(h1()).toHaveTextContent(heading);
  });

  it('leaves the guard of /login to the shell', () => {
    renderInHost('/login', { clientToken: true });
    expect(h1()).toHaveTextContent('cabinet');
  });

  it('moves between pages mounted at different host routes', async () => {
    const user = userEvent.setup();
    renderInHost('/login');
    await user.click(screen.getByRole('link', { name: 'Register with your invitation' }));
    expect(h1()).toHaveTextContent('Create an account');
    await user.click(screen.getByRole('link', { name: 'Privacy policy' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, { timeout: 5000 }),
    ).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(h1()).toHaveTextContent('Sign in');
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
  });

  it('the 404 page leads home', async () => {
    const user = userEvent.setup();
    renderInHost('/nope');
    await user.click(screen.getByRole('button', { name: 'Home' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(h1()).toHaveTextContent('Invest, build your network and earn every day');
  });
});

describe('mounted elsewhere', () => {
  it('works without a parent route', () => {
    render(
      <TestProviders>
        <MemoryRouter initialEntries={['/forgot-password']}>
          <AuthRoutes />
        </MemoryRouter>
      </TestProviders>,
    );
    expect(h1()).toHaveTextContent('Reset password');
  });

  it('works under a splat route with a prefix', () => {
    render(
      <TestProviders>
        <MemoryRouter initialEntries={['/admin']}>
          <Routes>
            <Route path="/admin/*" element={<AuthRoutes />} />
          </Routes>
        </MemoryRouter>
      </TestProviders>,
    );
    expect(h1()).toHaveTextContent('Back-office');
  });

  it('places each page below the mount point', () => {
    expect(pathBelow('/signup', '/')).toBe('/signup');
    expect(pathBelow('/admin', '/admin')).toBe('/');
    expect(pathBelow('/admin/x', '/admin')).toBe('/x');
    expect(pathBelow('/signup', '/admin')).toBeNull();
    expect(pathBelow('/administrator', '/admin')).toBeNull();
  });
});
