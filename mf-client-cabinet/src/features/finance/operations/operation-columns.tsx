import { Tag } from 'antd';
import { useMemo } from 'react';
import type { Operation } from 'shared-api';
import { formatDate, useLanguage } from 'shared-ui';
import type { CardColumns } from '../../../components/card-columns';
import { useCabinetT } from '../../../i18n';
import { Money } from '../../../money/money';
import { operationTitle } from './operation-title';

/** Date, title, signed amount and type of an operation line (fin-operation and the dashboard). */
export function useOperationColumns({ withType = true } = {}): CardColumns<Operation> {
  const { t } = useCabinetT();
  const lang = useLanguage();
  return useMemo<CardColumns<Operation>>(
    () => [
      {
        key: 'date',
        title: t('operations.columns.date'),
        card: 'meta',
        render: (_, op) => formatDate(op.date, lang, true),
      },
      {
        key: 'title',
        title: t('operations.columns.title'),
        card: 'title',
        render: (_, op) => operationTitle(t, op),
      },
      {
        key: 'amount',
        title: t('operations.columns.amount'),
        card: 'amount',
        align: 'right',
        render: (_, op) => <Money micro={op.amount} currency={op.currency} signed />,
      },
      ...(withType
        ? [
            {
              key: 'type',
              title: t('operations.columns.type'),
              // A line of its own on a phone: beside the amount, a long type ("Bonus from a
              // partner's purchase") squeezed the title into a column of one word per line.
              card: 'line' as const,
              render: (_: unknown, op: Operation) => <Tag>{t(`operations.types.${op.type}`)}</Tag>,
            },
          ]
        : []),
    ],
    [t, lang, withType],
  );
}
