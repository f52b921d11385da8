import { App, Button, Card, Flex, Space, Tag, theme, Typography } from 'antd';
import {
  downloadAdminSupportAttachment,
  type SupportAttachment,
  type SupportMessage,
} from 'shared-api';
import { useLanguage } from 'shared-ui';
import { dateText } from '../components/date-text';
import { Icon } from '../components/icon';
import { useAdminT } from '../i18n';

/** Opens an attachment in a new tab (the bytes need the admin's token, so as a Blob URL). */
function useOpenAttachment() {
  const { message } = App.useApp();
  const { t } = useAdminT();
  return (file: SupportAttachment) => {
    const tab = window.open('', '_blank');
    downloadAdminSupportAttachment(file.id).then(
      (blob) => {
        const url = URL.createObjectURL(blob);
        if (tab) tab.location.href = url;
        else window.location.assign(url);
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      },
      () => {
        tab?.close();
        void message.error(t('support.downloadFailed'));
      },
    );
  };
}

/** One message: the partner's, an answer, or an internal note (marked, on a warning tint). */
export function ThreadMessage({
  message: m,
  partnerLogin,
}: {
  message: SupportMessage;
  partnerLogin: string;
}) {
  const { t } = useAdminT();
  const lang = useLanguage();
  const { token } = theme.useToken();
  const open = useOpenAttachment();
  const fromPartner = m.author === 'partner';
  const background = m.internal
    ? token.colorWarningBg
    : fromPartner
      ? token.colorFillQuaternary
      : token.colorPrimaryBg;
  return (
    <Flex justify={fromPartner ? 'flex-start' : 'flex-end'}>
      <Card
        size="small"
        style={{ maxWidth: 'min(720px, 92%)', background }}
        data-testid={m.internal ? 'support-note' : `support-message-${m.author}`}
      >
        <Flex vertical gap={6}>
          <Space size={8} wrap>
            <Typography.Text strong>
              {fromPartner ? partnerLogin : (m.authorName ?? t('support.team'))}
            </Typography.Text>
            {m.internal && <Tag color="warning">{t('support.internalNote')}</Tag>}
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {dateText(m.createdAt, lang, true)}
            </Typography.Text>
          </Space>
          <Typography.Paragraph
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}
          >
            {m.body}
          </Typography.Paragraph>
          {m.attachments.length > 0 && (
            <Space size={[8, 4]} wrap>
              {m.attachments.map((file) => (
                <Button
                  key={file.id}
                  size="small"
                  icon={<Icon name="download" />}
                  aria-label={t('support.download', { name: file.fileName })}
                  onClick={() => open(file)}
                >
                  {file.fileName}
                </Button>
              ))}
            </Space>
          )}
        </Flex>
      </Card>
    </Flex>
  );
}
