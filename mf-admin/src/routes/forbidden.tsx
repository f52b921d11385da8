import { Button, Card, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useCan } from 'shared-api';
import { ForbiddenPage, hrefOf, useBasePath } from 'shared-ui';
import { Icon } from '../components/icon';
import { useAdminT } from '../i18n';
import { visibleMenu } from './menu-model';

/** The shared 403 page, plus the sections this admin may open instead. */
export function Forbidden() {
  const { t } = useAdminT();
  const can = useCan();
  const base = useBasePath();
  const navigate = useNavigate();
  const routes = visibleMenu(can).flatMap((g) =>
    g.routes.map((route) => ({ route, icon: g.icon })),
  );
  return (
    <Card>
      <ForbiddenPage />
      <Flex vertical align="center" gap={12} data-testid="available-sections">
        <Typography.Text type="secondary">
          {routes.length > 0 ? t('forbidden.available') : t('forbidden.none')}
        </Typography.Text>
        <Flex wrap gap={8} justify="center">
          {routes.map(({ route, icon }) => (
            <Button
              key={route.path}
              icon={<Icon name={icon} />}
              onClick={() => void navigate(hrefOf(base, route.path))}
            >
              {t(`routes.${route.key}`)}
            </Button>
          ))}
        </Flex>
      </Flex>
    </Card>
  );
}
