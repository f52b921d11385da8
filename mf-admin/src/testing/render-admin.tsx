import { QueryClientProvider } from '@tanstack/react-query';
import {
  clearOnSessionChange,
  createQueryClient,
  readSession,
  sessionStore,
  type Permission,
} from 'shared-api';
import type { Language } from 'shared-ui';
import { renderRemote } from 'shared-ui/testing';
import AdminRoutes from '../routes';

interface AdminSessionOptions {
  permissions: readonly Permission[];
  /** The stored display name; none stored when omitted. */
  username?: string;
}

/** Stores an admin session the way admin login leaves it in local storage. */
export function storeAdminSession({ permissions, username }: AdminSessionOptions) {
  localStorage.setItem('adminToken', 'admin-token');
  localStorage.setItem('adminPermissions', JSON.stringify(permissions));
  if (username === undefined) localStorage.removeItem('username');
  else localStorage.setItem('username', username);
  sessionStore.setState({ ...readSession(), exitTo: null, sessionEnded: false }, true);
}

/** GET /api/user answering with the given permissions (the name as stored, else empty). */
export function currentAdminReply({ permissions, username }: AdminSessionOptions) {
  return {
    data: {
      permissions,
      user: {
        id: 1,
        login: 'admin',
        name: username ?? '',
        email: 'admin@example.com',
        roles: [],
        twoFactorEnabled: false,
        createdAt: '2025-01-01T00:00:00.000Z',
      },
    },
  };
}

/**
 * Renders the remote as the shell mounts it (under /admin/manage) with a fresh query client (as
 * the shell's: no retries; returned as `queryClient`); store a session first
 * (`storeAdminSession`). See shared-ui/testing's `renderRemote`.
 */
export function renderAdmin(
  path = '/admin/manage',
  { language = 'en' }: { language?: Language } = {},
) {
  const queryClient = createQueryClient();
  clearOnSessionChange(queryClient);
  function WithQueryClient() {
    return (
      <QueryClientProvider client={queryClient}>
        <AdminRoutes />
      </QueryClientProvider>
    );
  }
  return {
    ...renderRemote(WithQueryClient, { prefix: '/admin/manage', path, language }),
    queryClient,
  };
}
