import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { PublicProviders, setLanguage } from 'shared-ui/public';
import { RemoteOutlet } from '../federation/remote-outlet';
import { reloadPage } from '../federation/reload-page';
import { activateRemotes } from '../federation/remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
// antd's providers fail to load, as when their chunk or a shared module of theirs does not arrive.
jest.mock('../federation/antd-providers', () => {
  throw new Error('ChunkLoadError: shared-ui could not be loaded');
});
jest.mock('../federation/reload-page', () => ({ reloadPage: jest.fn() }));

it('a signed-in remote whose antd providers failed offers Retry, which loads the page afresh', async () => {
  setLanguage('en');
  jest.spyOn(console, 'error').mockImplementation(() => {});
  (loadRemote as jest.Mock).mockResolvedValue({ default: () => <p>cabinet screen</p> });
  activateRemotes([
    { name: 'cabinet', entry: 'http://cdn/cabinet/mf-manifest.json', version: '1' },
  ]);
  render(
    <PublicProviders>
      <RemoteOutlet remote="cabinet" antd />
    </PublicProviders>,
  );
  expect(await screen.findByText('Section unavailable')).toBeInTheDocument();
  expect(screen.queryByText('cabinet screen')).not.toBeInTheDocument();
  await act(() => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
  // The federation runtime keeps a failed shared module failed: a retry in place would fail again.
  expect(reloadPage).toHaveBeenCalledTimes(1);
});
