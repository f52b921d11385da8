import { Avatar, Card, Descriptions, Empty, Space } from 'antd';
import type { PartnerMe } from 'shared-api';
import { Icon } from '../../components/icon';
import { useCabinetT } from '../../i18n';

type Sponsor = NonNullable<PartnerMe['sponsor']>;

function SponsorDetails({ sponsor }: { sponsor: Sponsor }) {
  const { t } = useCabinetT();
  const name = `${sponsor.firstName} ${sponsor.lastName}`.trim();
  return (
    <Space align="start" size={16}>
      <Avatar size={48} style={{ flexShrink: 0 }}>
        {(sponsor.firstName[0] ?? '') + (sponsor.lastName[0] ?? '')}
      </Avatar>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'name', label: t('dashboard.sponsor.name'), children: name },
          { key: 'login', label: t('dashboard.sponsor.login'), children: sponsor.login },
          { key: 'code', label: t('dashboard.sponsor.code'), children: sponsor.partnerCode },
        ]}
      />
    </Space>
  );
}

/** Who invited the partner; the root partner has none. */
export function SponsorCard({ sponsor }: { sponsor: PartnerMe['sponsor'] }) {
  const { t } = useCabinetT();
  return (
    <Card
      title={
        <Space>
          <Icon name="user" />
          {t('dashboard.sponsor.title')}
        </Space>
      }
      style={{ height: '100%' }}
      data-testid="sponsor-card"
    >
      {sponsor ? (
        <SponsorDetails sponsor={sponsor} />
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <strong>{t('dashboard.sponsor.none')}</strong>
              <br />
              {t('dashboard.sponsor.noneText')}
            </>
          }
        />
      )}
    </Card>
  );
}
