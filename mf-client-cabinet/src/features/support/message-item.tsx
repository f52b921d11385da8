import { App, Button, Card, Flex, Space, theme, Typography } from 'antd';
import type { SupportAttachment, SupportMessage } from 'shared-api';
import { formatDate, useLanguage } from 'shared-ui';
import { Icon } from '../../components/icon';
import { useCabinetT } from '../../i18n';

/** Opens an attachment in a new tab (the bytes come through the session, as a Blob URL). */
export function useOpenAttachment(download: (id: number) => Promise<Blob>) {
  const { message } = App.useApp();
  const { t } = useCabinetT();
  return (file: SupportAttachment) => {
    // The tab is opened at the click (popup blockers), then pointed at the file.
    const tab = window.open('', '_blank');
    download(file.id).then(
      (blob) => {
        const url = URL.createObjectURL(blob);
        if (tab) tab.location.href = url;
        else window.location.assign(url);
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      },
      () => {
        tab?.close();
        void message.error(t('support.thread.downloadFailed'));
      },
    );
  };
}

/** One message of the thread: the partner's on the right, support's on the left. */
export function MessageItem({
  message: m,
  onOpenFile,
}: {
  message: SupportMessage;
  onOpenFile: (file: SupportAttachment) => void;
}) {
  const { t } = useCabinetT();
  const lang = useLanguage();
  const { token } = theme.useToken();
  const mine = m.author === 'partner';
  return (
    <Flex justify={mine ? 'flex-end' : 'flex-start'}>
      <Card
        size="small"
        data-testid={`support-message-${m.author}`}
        style={{
          maxWidth: 'min(640px, 92%)',
          background: mine ? token.colorPrimaryBg : token.colorFillQuaternary,
        }}
      >
        <Flex vertical gap={6}>
          <Space size={8} wrap>
            <Typography.Text strong>
              {mine ? t('support.thread.you') : t('support.thread.team')}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {formatDate(m.createdAt, lang, true)}
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
                  aria-label={t('support.thread.download', { name: file.fileName })}
                  onClick={() => onOpenFile(file)}
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
