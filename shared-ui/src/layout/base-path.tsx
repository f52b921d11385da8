import { createContext, useContext, type ReactNode } from 'react';
import { useLocation, useResolvedPath } from 'react-router-dom';

const BasePathContext = createContext('');

/**
 * Remembers where the host mounted a remote (/client, /admin/manage): the path of the route that
 * renders this provider (`<AppFrame>` does, as the layout route's element). Screens then build
 * links from their route table's child paths without knowing the prefix.
 */
export function BasePathProvider({ children }: { children: ReactNode }) {
  const base = useResolvedPath('.').pathname.replace(/\/+$/, '');
  return <BasePathContext.Provider value={base}>{children}</BasePathContext.Provider>;
}

/** Where the host mounted this remote, without a trailing slash ('' at the root). */
export function useBasePath(): string {
  return useContext(BasePathContext);
}

/** The absolute URL of a child path of a route table ('' is the remote's home screen). */
export function hrefOf(base: string, path: string): string {
  return path ? `${base}/${path}` : base || '/';
}

/** The current location relative to the base, without slashes at either end. */
export function useRelativePath(): string {
  const base = useBasePath();
  const { pathname } = useLocation();
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  return rest.replace(/^\/+|\/+$/g, '');
}
