import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex, Typography } from 'antd';
import { ErrorAlert, Page } from 'shared-ui';
import { LoadState } from '../../../components/load-state';
import { useCabinetT } from '../../../i18n';
import { BasketTable } from './basket-table';
import { timedBasketQueryOptions } from './load-basket';
import { usePlacePartner } from './use-place-partner';

/**
 * `/client/binary-basket`: partners the caller sponsored who wait for placement. Within the
 * window the caller puts each into the left or right leg; after it the server places them. A
 * caller outside the binary tree cannot distribute (business rules, Binary).
 */
export function BasketPage() {
  const { t } = useCabinetT();
  const basket = useQuery(timedBasketQueryOptions());
  const { refetch } = basket;
  // A countdown ran out: the server has placed that partner.
  const onElapsed = useCallback(() => void refetch(), [refetch]);
  const { confirm, error } = usePlacePartner();

  return (
    <Page title={t('routes.binaryBasket.title')}>
      <LoadState state={basket} failedTitle={t('binary.basket.loadFailed')}>
        {({ basket: data, offsetMs }) => (
          <Card>
            <Flex vertical gap={16}>
              <Typography.Text type="secondary">{t('binary.basket.hint')}</Typography.Text>
              {!data.canPlace && (
                <Alert
                  type="warning"
                  showIcon
                  role="alert"
                  data-testid="cannot-place"
                  title={t('binary.basket.cannotPlace')}
                />
              )}
              <ErrorAlert error={error} />
              <BasketTable
                items={data.items}
                canPlace={data.canPlace}
                offsetMs={offsetMs}
                onPlace={confirm}
                onElapsed={onElapsed}
              />
            </Flex>
          </Card>
        )}
      </LoadState>
    </Page>
  );
}
