import { saveClientToken } from 'shared-api';
import type { Language } from 'shared-ui';
import { renderRemote } from 'shared-ui/testing';
import { useMeStore } from '../features/me';
import CabinetRoutes from '../routes';

/**
 * Renders the remote as the shell mounts it (under /client), signed in: the client token is
 * stored and the partner is not loaded yet. See shared-ui/testing's `renderRemote`.
 */
export function renderCabinet(path = '/client', { language = 'en' as Language } = {}) {
  saveClientToken('client-token');
  useMeStore.getState().reset();
  return renderRemote(CabinetRoutes, { prefix: '/client', path, language });
}
