import { useNavigate } from 'react-router-dom';
import { NotFoundPage as SharedNotFound, useT } from 'shared-ui/public';
import { AUTH_PATHS } from '../../auth-paths';
import { useDocumentTitle } from '../../components/use-document-title';

/** Any public path nobody owns. */
export function NotFoundPage() {
  const { t } = useT();
  const navigate = useNavigate();
  useDocumentTitle(t('notFound.title'));
  return <SharedNotFound onHome={() => void navigate(AUTH_PATHS.home)} />;
}
