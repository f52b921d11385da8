import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { hrefOf, useBasePath } from 'shared-ui';
import { useCabinetT } from '../i18n';

/** Spec §2/§4: an inactive partner sees this on every screen until they hold an active package. */
export function InactiveNotice() {
  const { t } = useCabinetT();
  const navigate = useNavigate();
  const base = useBasePath();
  return (
    <Alert
      type="warning"
      banner
      showIcon
      data-testid="inactive-notice"
      title={t('inactive.title')}
      description={t('inactive.text')}
      action={
        <Button
          size="small"
          type="primary"
          onClick={() => void navigate(hrefOf(base, 'invest-package'))}
        >
          {t('inactive.action')}
        </Button>
      }
    />
  );
}
