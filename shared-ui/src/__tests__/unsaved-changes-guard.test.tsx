import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { UnsavedChangesGuard } from '../components/unsaved-changes-guard';
import { setLanguage } from '../i18n/i18n';
import { commonLocales } from '../testing/locales';
import { LocationProbe, TestProviders } from '../testing/render';

const en = commonLocales.en;

// jsdom has no fetch Request; a data router builds one per navigation (only loaders read it).
class NavigationRequest {
  readonly method: string;
  readonly signal: AbortSignal | null;
  constructor(
    readonly url: string,
    init?: { method?: string; signal?: AbortSignal },
  ) {
    this.method = (init?.method ?? 'GET').toUpperCase();
    this.signal = init?.signal ?? null;
  }
}
beforeAll(() => {
  setLanguage('en');
  (globalThis as { Request?: unknown }).Request ??= NavigationRequest;
});

function EditPage() {
  const [dirty, setDirty] = useState(false);
  return (
    <>
      <input aria-label="Name" onChange={() => setDirty(true)} />
      <UnsavedChangesGuard when={dirty} />
      <Link to="/elsewhere">Elsewhere</Link>
      <LocationProbe />
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <EditPage /> },
      { path: '/elsewhere', element: <LocationProbe /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return userEvent.setup({ delay: null });
}

const location = () => screen.getByTestId('location').textContent;

it('lets an untouched form go without asking', async () => {
  const user = renderAt('/edit');
  await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
  await waitFor(() => expect(location()).toBe('/elsewhere'));
});

it('asks before leaving an edited form: Stay keeps the page, Leave goes', async () => {
  const user = renderAt('/edit');
  await user.type(screen.getByLabelText('Name'), 'x');
  await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
  expect(await screen.findByRole('dialog')).toHaveTextContent(en.unsaved.text);
  expect(location()).toBe('/edit');
  await user.click(screen.getByRole('button', { name: en.unsaved.stay }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(location()).toBe('/edit');

  await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
  await user.click(await screen.findByRole('button', { name: en.unsaved.leave }));
  await waitFor(() => expect(location()).toBe('/elsewhere'));
});

it('asks the browser before the tab closes while edited, and not before', async () => {
  const user = renderAt('/edit');
  const before = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(before);
  expect(before.defaultPrevented).toBe(false);
  await user.type(screen.getByLabelText('Name'), 'x');
  const after = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(after);
  expect(after.defaultPrevented).toBe(true);
});
