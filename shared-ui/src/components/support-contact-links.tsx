import { ClockCircleOutlined, MailOutlined, PhoneOutlined, SendOutlined } from '@ant-design/icons';
import { Space, Typography } from 'antd';
import type { SupportContacts } from 'shared-api/public';

/** Whether the back-office has set any support contact. */
export const hasSupportContacts = (c: SupportContacts | null | undefined): c is SupportContacts =>
  !!c && !!(c.email || c.telegram || c.phone);

/**
 * The support contacts of the settings as links (mail, Telegram, phone) and the working hours.
 * The values are their own accessible names; the icons are decorative.
 */
export function SupportContactLinks({
  contacts,
  vertical = false,
}: {
  contacts: SupportContacts;
  vertical?: boolean;
}) {
  const items = [
    contacts.email && (
      <Typography.Link key="email" href={`mailto:${contacts.email}`}>
        <MailOutlined aria-hidden /> {contacts.email}
      </Typography.Link>
    ),
    contacts.telegram && (
      <Typography.Link
        key="telegram"
        href={`https://t.me/${contacts.telegram.slice(1)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        <SendOutlined aria-hidden /> {contacts.telegram}
      </Typography.Link>
    ),
    contacts.phone && (
      <Typography.Link key="phone" href={`tel:${contacts.phone.replace(/[^+\d]/g, '')}`}>
        <PhoneOutlined aria-hidden /> {contacts.phone}
      </Typography.Link>
    ),
    contacts.hours && (
      <Typography.Text key="hours">
        <ClockCircleOutlined aria-hidden /> {contacts.hours}
      </Typography.Text>
    ),
  ].filter(Boolean);
  return (
    <Space
      orientation={vertical ? 'vertical' : 'horizontal'}
      wrap
      size={[16, 4]}
      data-testid="support-contacts"
    >
      {items}
    </Space>
  );
}
