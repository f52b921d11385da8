import { Tooltip, Typography } from 'antd';
import { useAdminT } from '../i18n';

/**
 * A value the server masked (MASKED in the contract): personal data the admin's role may not see.
 * Shown as a word, not the dots, so it never reads as the value itself.
 */
export function MaskedValue() {
  const { t } = useAdminT();
  return (
    <Tooltip title={t('logs.maskedHint')}>
      <Typography.Text type="secondary" italic data-testid="masked-value">
        {t('logs.masked')}
      </Typography.Text>
    </Tooltip>
  );
}
