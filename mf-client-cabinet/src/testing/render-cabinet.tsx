import { QueryClientProvider } from '@tanstack/react-query';
import { clearOnSessionChange, createQueryClient, saveClientToken } from 'shared-api';
import type { Language } from 'shared-ui';
import { renderRemote } from 'shared-ui/testing';
import CabinetRoutes from '../routes';

/**
 * Renders the remote as the shell mounts it (under /client), signed in: the client token is
 * stored and nothing is loaded yet (a fresh query client, as the shell's: no retries; returned as
 * `queryClient`). See shared-ui/testing's `renderRemote`.
 */
export function renderCabinet(path = '/client', { language = 'en' }: { language?: Language } = {}) {
  saveClientToken('client-token');
  const queryClient = createQueryClient();
  clearOnSessionChange(queryClient);
  function WithQueryClient() {
    return (
      <QueryClientProvider client={queryClient}>
        <CabinetRoutes />
      </QueryClientProvider>
    );
  }
  return { ...renderRemote(WithQueryClient, { prefix: '/client', path, language }), queryClient };
}
