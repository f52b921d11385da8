import { Space, Tag, Typography } from 'antd';
import type { Withdrawal } from 'shared-api';
import { useLanguage } from 'shared-ui';
import { dateText } from '../components/date-text';
import { useAdminT } from '../i18n';
import { isOpenWithdrawal, isOverdue } from './withdrawal-state';

/** When a request must be processed by; an overdue one is flagged red. */
export function Deadline({ withdrawal }: { withdrawal: Pick<Withdrawal, 'status' | 'processBy'> }) {
  const { t } = useAdminT();
  const lang = useLanguage();
  const text = dateText(withdrawal.processBy, lang, true);
  if (!isOpenWithdrawal(withdrawal))
    return <Typography.Text type="secondary">{text}</Typography.Text>;
  const overdue = isOverdue(withdrawal);
  return (
    <Space size={4} style={{ whiteSpace: 'nowrap' }}>
      <Typography.Text type={overdue ? 'danger' : undefined} strong={overdue}>
        {text}
      </Typography.Text>
      {overdue && (
        <Tag color="red" data-testid="overdue">
          {t('withdrawals.overdue')}
        </Tag>
      )}
    </Space>
  );
}
