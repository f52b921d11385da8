import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { AppProviders, setLanguage } from 'shared-ui';
import { RemoteOutlet } from '../federation/remote-outlet';
import { activateRemotes } from '../federation/remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const mockedLoad = loadRemote as jest.Mock;
const mockedRegister = registerRemotes as jest.Mock;

beforeEach(() => {
  setLanguage('en');
  activateRemotes([
    { name: 'cabinet', entry: 'http://cdn/cabinet/1.0.0/mf-manifest.json', version: '1.0.0' },
  ]);
  mockedRegister.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

const renderOutlet = () =>
  render(
    <AppProviders>
      <RemoteOutlet remote="cabinet" />
    </AppProviders>,
  );

it('renders the remote routes it loads', async () => {
  mockedLoad.mockResolvedValue({ default: () => <p>cabinet screen</p> });
  renderOutlet();
  expect(await screen.findByText('cabinet screen')).toBeInTheDocument();
  expect(mockedLoad).toHaveBeenCalledWith('cabinet/Routes');
});

it('shows the translated fallback when the remote fails, and retry loads it once it is back', async () => {
  mockedLoad.mockRejectedValueOnce(new Error('RUNTIME-008 failed to fetch remoteEntry'));
  renderOutlet();
  expect(await screen.findByText('Section unavailable')).toBeInTheDocument();

  mockedLoad.mockResolvedValueOnce({ default: () => <p>cabinet is back</p> });
  await act(() => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
  expect(await screen.findByText('cabinet is back')).toBeInTheDocument();
  // The retry registers the remote again with force, dropping what the failed load cached.
  expect(mockedRegister).toHaveBeenCalledWith(
    [{ name: 'cabinet', entry: 'http://cdn/cabinet/1.0.0/mf-manifest.json' }],
    { force: true },
  );
});

it('a module without Routes is a failed load, not a blank page', async () => {
  mockedLoad.mockResolvedValueOnce({});
  renderOutlet();
  expect(await screen.findByText('Section unavailable')).toBeInTheDocument();
});

it('a remote missing from the registry is a failed load', async () => {
  render(
    <AppProviders>
      <RemoteOutlet remote="unknown" />
    </AppProviders>,
  );
  expect(await screen.findByText('Section unavailable')).toBeInTheDocument();
});
