import { Flex, List, Tag, Typography } from 'antd';
import { pickLanguage } from 'shared-api';
import { formatDate, formatMoney, useLanguage } from 'shared-ui';
import type { Dayjs } from '../../../dates/dayjs';
import { useCabinetT } from '../../../i18n';
import type { DayEarnings } from './calendar-days';

/**
 * A phone's calendar has no room for amounts in its cells: the day chosen in it lists its
 * accruals here, each package with its amount, paid or upcoming.
 */
export function EarningsDayList({
  day,
  earnings,
}: {
  day: Dayjs;
  earnings: DayEarnings | undefined;
}) {
  const { t } = useCabinetT();
  const lang = useLanguage();
  return (
    <Flex vertical gap={8} data-testid="earnings-day" style={{ marginTop: 12 }}>
      <Typography.Text strong>{formatDate(day.toISOString(), lang)}</Typography.Text>
      {earnings ? (
        <List
          size="small"
          dataSource={earnings.items}
          rowKey={(item) => `${item.partnerPackageId}-${item.index}`}
          renderItem={(item) => (
            <List.Item
              extra={
                <Tag color={item.paid ? 'success' : 'processing'}>
                  {item.paid ? t('myPackages.calendar.paid') : t('myPackages.calendar.upcoming')}
                </Tag>
              }
            >
              <Flex justify="space-between" gap={8} style={{ flex: 1 }}>
                <span>{`${pickLanguage(item.packageNameI18n, lang)} #${item.index}`}</span>
                <Typography.Text strong>
                  {item.paid ? '+' : ''}
                  {formatMoney(item.amount, lang)}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      ) : (
        <Typography.Text type="secondary">{t('myPackages.calendar.noneOnDay')}</Typography.Text>
      )}
    </Flex>
  );
}
