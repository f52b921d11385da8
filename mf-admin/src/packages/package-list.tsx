import { Button, Card, Tabs } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCan } from 'shared-api';
import { hrefOf, Page, useBasePath } from 'shared-ui';
import { Icon } from '../components/icon';
import { useAdminT } from '../i18n';
import { CareerStatuses } from './career/career-statuses';
import { PackageCatalogue } from './package-catalogue';

/**
 * packages (view-packages): the catalogue, and the career statuses in a second tab (their
 * thresholds are package volumes; spec §2 gives them no path); `?tab=career` keeps it on reload.
 */
export function PackageList() {
  const { t } = useAdminT();
  const can = useCan();
  const base = useBasePath();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'career' ? 'career' : 'packages';

  return (
    <Page
      title={t('routes.packages')}
      extra={
        tab === 'packages' &&
        can('create-packages') && (
          <Button
            type="primary"
            icon={<Icon name="plus" />}
            onClick={() => void navigate(hrefOf(base, 'packages/create'))}
          >
            {t('packages.create')}
          </Button>
        )
      }
    >
      <Card>
        <Tabs
          activeKey={tab}
          // Each tab owns the query while it shows: the catalogue's filters are not kept.
          onChange={(key) => setParams(key === 'career' ? { tab: key } : {})}
          destroyOnHidden
          items={[
            { key: 'packages', label: t('career.tabs.packages'), children: <PackageCatalogue /> },
            { key: 'career', label: t('career.tabs.statuses'), children: <CareerStatuses /> },
          ]}
        />
      </Card>
    </Page>
  );
}
