// What the shell provides to every app as 'react-router-dom' (build/federation-shared.mjs): the
// names the platform imports, not the whole library (53 KB compressed whole, ~half of it here),
// since a shared module is never tree-shaken. An app that needs another name adds it here and
// the shell is released first: the release gate refuses a remote importing a name the deployed
// shell does not provide (build/router-names.cjs), and the shell's unit test keeps this list
// covering every app of the repository.
// eslint-disable-next-line no-restricted-imports -- the one module that reads the library itself
export {
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  createBrowserRouter,
  matchPath,
  useBlocker,
  useHref,
  useInRouterContext,
  useLocation,
  useNavigate,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';
// The DOM flavour (flushSync updates), as react-router-dom exports it.
// eslint-disable-next-line no-restricted-imports -- as above
export { RouterProvider } from 'react-router/dom';
