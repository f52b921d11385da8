import { Avatar, Card, Descriptions, Typography } from 'antd';
import type { AdminPartnerDetail } from 'shared-api';
import { useLanguage } from 'shared-ui';
import { dateText } from '../components/date-text';
import { Icon } from '../components/icon';
import { TwoFaTag } from '../components/two-fa-tag';
import { useAdminT, type AdminKeysUnder } from '../i18n';
import { PartnerLink } from '../money';
import { AccessTag, StatusTag } from './status-tag';

const none = <Typography.Text type="secondary">—</Typography.Text>;

/** The partner's own fields of spec §3: names, contacts, code, sponsor, profile, 2FA, states. */
export function PartnerProfile({ partner: p }: { partner: AdminPartnerDetail }) {
  const { t } = useAdminT();
  const lang = useLanguage();
  const label = (field: AdminKeysUnder<'partners.columns'>) => t(`partners.columns.${field}`);
  const socials = Object.entries(p.socials);
  return (
    <Card title={t('partners.profileTitle')} size="small">
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
        <Descriptions.Item label={label('avatar')}>
          {p.avatarUrl ? (
            <Avatar src={p.avatarUrl} alt={p.login} size={48} />
          ) : (
            <Avatar icon={<Icon name="user" />} size={48} />
          )}
        </Descriptions.Item>
        <Descriptions.Item label={label('id')}>{p.id}</Descriptions.Item>
        <Descriptions.Item label={label('login')}>{p.login}</Descriptions.Item>
        <Descriptions.Item
          label={label('name')}
        >{`${p.firstName} ${p.lastName}`}</Descriptions.Item>
        <Descriptions.Item label={label('email')}>{p.email}</Descriptions.Item>
        <Descriptions.Item label={label('phone')}>{p.phone}</Descriptions.Item>
        <Descriptions.Item label={label('partnerCode')}>{p.partnerCode}</Descriptions.Item>
        <Descriptions.Item label={label('sponsor')}>
          <PartnerLink partner={p.sponsor} />
        </Descriptions.Item>
        <Descriptions.Item label={label('status')}>
          <StatusTag active={p.active} />
        </Descriptions.Item>
        <Descriptions.Item label={label('access')}>
          <AccessTag disabled={p.disabled} />
        </Descriptions.Item>
        <Descriptions.Item label={t('twoFa.label')}>
          <TwoFaTag enabled={p.twoFactorEnabled} />
        </Descriptions.Item>
        <Descriptions.Item label={label('registeredAt')}>
          {dateText(p.registeredAt, lang, true)}
        </Descriptions.Item>
        <Descriptions.Item label={label('birthDate')}>
          {p.birthDate ? dateText(p.birthDate, lang) : none}
        </Descriptions.Item>
        <Descriptions.Item label={label('country')}>{p.country ?? none}</Descriptions.Item>
        <Descriptions.Item label={label('countryCode')}>{p.countryCode ?? none}</Descriptions.Item>
        <Descriptions.Item label={label('socials')}>
          {socials.length
            ? socials.map(([network, handle]) => <div key={network}>{`${network}: ${handle}`}</div>)
            : none}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
