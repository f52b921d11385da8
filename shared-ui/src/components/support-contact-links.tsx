import { ClockCircleOutlined, MailOutlined, PhoneOutlined, SendOutlined } from '@ant-design/icons';
import type { SupportContacts } from 'shared-api/public';

/** Whether the back-office has set any support contact. */
export const hasSupportContacts = (c: SupportContacts | null | undefined): c is SupportContacts =>
  !!c && !!(c.email || c.telegram || c.phone);

/**
 * The support contacts of the settings as links (mail, Telegram, phone) and the working hours.
 * The values are their own accessible names; the icons are decorative. Plain links (no antd):
 * the public pages' footer shows them; antd screens colour them as links too.
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
      <a className="pp-link" key="email" href={`mailto:${contacts.email}`}>
        <MailOutlined aria-hidden /> {contacts.email}
      </a>
    ),
    contacts.telegram && (
      <a
        className="pp-link"
        key="telegram"
        href={`https://t.me/${contacts.telegram.slice(1)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        <SendOutlined aria-hidden /> {contacts.telegram}
      </a>
    ),
    contacts.phone && (
      <a className="pp-link" key="phone" href={`tel:${contacts.phone.replace(/[^+\d]/g, '')}`}>
        <PhoneOutlined aria-hidden /> {contacts.phone}
      </a>
    ),
    contacts.hours && (
      <span key="hours">
        <ClockCircleOutlined aria-hidden /> {contacts.hours}
      </span>
    ),
  ].filter(Boolean);
  return (
    <span
      data-testid="support-contacts"
      style={{
        display: 'inline-flex',
        flexDirection: vertical ? 'column' : 'row',
        flexWrap: 'wrap',
        gap: '4px 16px',
      }}
    >
      {items}
    </span>
  );
}
