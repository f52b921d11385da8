import { useNavigate } from 'react-router-dom';
import { NotFoundPage } from '../components/status-pages';
import { hrefOf, useBasePath } from './base-path';

/** An unknown path under a remote's base: the shared 404 page, "home" leads to the base. */
export function RemoteNotFound() {
  const navigate = useNavigate();
  const base = useBasePath();
  return <NotFoundPage onHome={() => void navigate(hrefOf(base, ''))} />;
}
