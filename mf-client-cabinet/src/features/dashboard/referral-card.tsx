import { App, Button, Card, Flex, Input, Space, Typography } from 'antd';
import type { PartnerMe } from 'shared-api';
import { Icon } from '../../components/icon';
import { useCabinetT } from '../../i18n';
import { referralLink } from './referral-link';
import { useCopy } from '../../hooks/use-copy';

/** The partner's referral link with a copy button, and their partner code. */
export function ReferralCard({ partner }: { partner: PartnerMe }) {
  const { t } = useCabinetT();
  const { message } = App.useApp();
  const { copied, copy } = useCopy();
  const link = referralLink(partner.partnerCode);

  const onCopy = async () => {
    if (!(await copy(link))) void message.error(t('dashboard.referral.copyFailed'));
  };

  return (
    <Card
      title={
        <Space>
          <Icon name="link" />
          {t('dashboard.referral.title')}
        </Space>
      }
      style={{ height: '100%' }}
    >
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('dashboard.referral.hint')}</Typography.Text>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            readOnly
            value={link}
            aria-label={t('dashboard.referral.linkLabel')}
            data-testid="referral-link"
            onFocus={(e) => e.target.select()}
          />
          <Button
            type="primary"
            icon={<Icon name={copied ? 'check' : 'copy'} />}
            onClick={() => void onCopy()}
          >
            {copied ? t('dashboard.referral.copied') : t('dashboard.referral.copy')}
          </Button>
        </Space.Compact>
        {!partner.active && (
          <Typography.Text type="warning">{t('dashboard.referral.inactiveHint')}</Typography.Text>
        )}
        <div>
          <Typography.Text type="secondary">{t('dashboard.referral.code')}: </Typography.Text>
          <Typography.Text strong code data-testid="partner-code">
            {partner.partnerCode}
          </Typography.Text>
        </div>
      </Flex>
    </Card>
  );
}
