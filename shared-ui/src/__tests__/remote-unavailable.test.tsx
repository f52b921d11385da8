import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../providers/app-providers';
import { RemoteUnavailable } from '../components/remote-unavailable';
import { setLanguage } from '../i18n/i18n';

it('shows the translated panel and retries on click', async () => {
  setLanguage('en');
  const onRetry = jest.fn();
  render(
    <AppProviders>
      <RemoteUnavailable onRetry={onRetry} />
    </AppProviders>,
  );
  expect(screen.getByText('Section unavailable')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('speaks the chosen language and remembers it in a cookie', () => {
  setLanguage('de');
  render(
    <AppProviders>
      <RemoteUnavailable onRetry={() => {}} />
    </AppProviders>,
  );
  expect(screen.getByText('Bereich nicht verfügbar')).toBeInTheDocument();
  expect(document.cookie).toContain('lang=de');
});
