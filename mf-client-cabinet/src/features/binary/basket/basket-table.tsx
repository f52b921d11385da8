import { Button, Flex, Space, Typography } from 'antd';
import { useMemo } from 'react';
import type { BasketEntry, BinarySide } from 'shared-api';
import { formatDate, useLanguage } from 'shared-ui';
import type { CardColumns } from '../../../components/card-columns';
import { Icon } from '../../../components/icon';
import { ResponsiveTable } from '../../../components/responsive-table';
import { useCabinetT } from '../../../i18n';
import { Money } from '../../../money/money';
import { BasketCountdown } from './basket-countdown';
import { ChangeAction } from '../../../components/change-action';

interface Props {
  items: BasketEntry[];
  canPlace: boolean;
  offsetMs: number;
  onPlace: (entry: BasketEntry, side: BinarySide) => void;
  onElapsed: () => void;
}

/** Least time left first (business rules), whatever order the answer had. */
const byTimeLeft = (a: BasketEntry, b: BasketEntry) =>
  Date.parse(a.autoPlaceAt) - Date.parse(b.autoPlaceAt);

/** The basket: each waiting partner, their investment, the time left and the Left/Right actions. */
export function BasketTable({ items, canPlace, offsetMs, onPlace, onElapsed }: Props) {
  const { t } = useCabinetT();
  const lang = useLanguage();
  const columns = useMemo<CardColumns<BasketEntry>>(
    () => [
      {
        key: 'partner',
        title: t('binary.basket.partner'),
        card: 'title',
        render: (_, e) => (
          <Flex vertical>
            <Typography.Text strong>{e.login}</Typography.Text>
            <Typography.Text type="secondary">{`${e.firstName} ${e.lastName}`}</Typography.Text>
          </Flex>
        ),
      },
      {
        key: 'investment',
        title: t('binary.basket.investment'),
        card: 'amount',
        align: 'right',
        render: (_, e) => <Money micro={e.investment} currency="GTC" />,
      },
      {
        key: 'registered',
        title: t('binary.basket.registered'),
        render: (_, e) => formatDate(e.registeredAt, lang, true),
      },
      {
        key: 'left',
        title: t('binary.basket.timeLeft'),
        render: (_, e) => (
          <BasketCountdown autoPlaceAt={e.autoPlaceAt} offsetMs={offsetMs} onElapsed={onElapsed} />
        ),
      },
      ...(canPlace
        ? [
            {
              key: 'actions',
              title: t('binary.basket.place'),
              card: 'actions' as const,
              render: (_: unknown, e: BasketEntry) => (
                <ChangeAction>
                  <Space>
                    <Button
                      icon={<Icon name="arrowLeft" />}
                      onClick={() => onPlace(e, 'left')}
                      aria-label={t('binary.basket.placeLeft', { login: e.login })}
                    >
                      {t('binary.basket.left')}
                    </Button>
                    <Button
                      icon={<Icon name="arrowRight" />}
                      iconPlacement="end"
                      onClick={() => onPlace(e, 'right')}
                      aria-label={t('binary.basket.placeRight', { login: e.login })}
                    >
                      {t('binary.basket.right')}
                    </Button>
                  </Space>
                </ChangeAction>
              ),
            },
          ]
        : []),
    ],
    [t, lang, canPlace, offsetMs, onPlace, onElapsed],
  );
  return (
    <ResponsiveTable<BasketEntry>
      testId="basket-table"
      rowKey="partnerId"
      columns={columns}
      dataSource={[...items].sort(byTimeLeft)}
      empty={t('binary.basket.empty')}
    />
  );
}
