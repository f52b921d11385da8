import { Statistic } from 'antd';
import type { ReactNode } from 'react';
import type { Micro } from 'shared-api';
import { Money } from './money';

/** An antd Statistic whose value is an amount in micro-units (never a float). */
export function MoneyStatistic({
  title,
  micro,
  currency = 'GTC',
  testId,
}: {
  title: ReactNode;
  micro: Micro | bigint;
  currency?: string;
  testId?: string;
}) {
  return (
    <Statistic
      title={title}
      data-testid={testId}
      valueRender={() => <Money micro={micro} currency={currency} />}
    />
  );
}
