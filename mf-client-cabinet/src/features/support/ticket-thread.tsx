import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Form,
  Input,
  Popconfirm,
  Typography,
  type UploadFile,
} from 'antd';
import { useMemo } from 'react';
import {
  closeSupportTicketMutationOptions,
  downloadSupportAttachment,
  replySupportTicketMutationOptions,
  supportReplyInputSchema,
  supportTicketQueryOptions,
} from 'shared-api';
import { ErrorAlert, formatDate, useLanguage, zodRules } from 'shared-ui';
import { ChangeAction, useViewOnly } from '../../components/change-action';
import { Icon } from '../../components/icon';
import { LoadState } from '../../components/load-state';
import { useSubmission } from '../../hooks/use-submission';
import { useCabinetT } from '../../i18n';
import { AttachmentPicker, attachmentHint, attachmentIdsOf } from './attachment-picker';
import { MessageItem, useOpenAttachment } from './message-item';
import { SupportStatusTag } from './support-status-tag';

interface ReplyValues {
  body: string;
  /** The files picked: the server names them `attachmentIds`, so its refusal shows here. */
  attachmentIds?: UploadFile<number>[];
}

/** One ticket: its thread (never the back-office's internal notes), a reply form, closing. */
export function TicketThread({ id, onBack }: { id: number; onBack: () => void }) {
  const { t, i18n } = useCabinetT();
  const lang = useLanguage();
  const { message } = App.useApp();
  const viewOnly = useViewOnly();
  const thread = useQuery(supportTicketQueryOptions(id));
  // The answer of a reply or a close is the thread's new state (shown at once); the list refetches.
  const send = useMutation(replySupportTicketMutationOptions());
  const closeTicket = useMutation(closeSupportTicketMutationOptions());
  const openFile = useOpenAttachment(downloadSupportAttachment);
  const [form] = Form.useForm<ReplyValues>();
  const { submit, submitting, error } = useSubmission(form);
  const closing = useSubmission();
  const bodyRules = useMemo(
    () => zodRules(t, supportReplyInputSchema.shape.body),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );

  const reply = async (values: ReplyValues) => {
    const result = await submit(() =>
      send.mutateAsync({
        id,
        body: { body: values.body.trim(), attachmentIds: attachmentIdsOf(values.attachmentIds) },
      }),
    );
    if (!result.ok) return;
    form.resetFields();
    void message.success(t('support.thread.sent'));
  };

  const close = async () => {
    const result = await closing.submit(() => closeTicket.mutateAsync(id));
    if (!result.ok) return;
    void message.success(t('support.thread.closedDone'));
  };

  return (
    <Flex vertical gap={16}>
      <div>
        <Button
          type="link"
          icon={<Icon name="arrowLeft" />}
          onClick={onBack}
          style={{ paddingInline: 0 }}
        >
          {t('support.thread.back')}
        </Button>
      </div>
      <LoadState state={thread} failedTitle={t('support.threadFailed')}>
        {(ticket) => (
          <Flex vertical gap={16}>
            <Card>
              <Flex justify="space-between" align="start" gap={12} wrap>
                <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
                  <Typography.Title
                    level={2}
                    style={{ fontSize: 20, margin: 0, overflowWrap: 'anywhere' }}
                    data-testid="support-subject"
                  >
                    {ticket.subject}
                  </Typography.Title>
                  <Typography.Text type="secondary">
                    {t('support.ticketN', { id: ticket.id })} ·{' '}
                    {t(`support.categories.${ticket.category}`)} ·{' '}
                    {t('support.opened', { date: formatDate(ticket.createdAt, lang, true) })}
                  </Typography.Text>
                </Flex>
                <Flex gap={8} align="center" wrap>
                  <SupportStatusTag status={ticket.status} />
                  {ticket.status !== 'closed' && (
                    <ChangeAction>
                      <Popconfirm
                        title={t('support.thread.closeConfirm')}
                        onConfirm={() => void close()}
                        okText={t('support.thread.close')}
                        cancelText={t('actions.cancel', { ns: 'common' })}
                      >
                        <Button loading={closing.submitting}>{t('support.thread.close')}</Button>
                      </Popconfirm>
                    </ChangeAction>
                  )}
                </Flex>
              </Flex>
              <ErrorAlert error={closing.error} />
            </Card>
            <Flex vertical gap={12} data-testid="support-thread">
              {ticket.messages.map((m) => (
                <MessageItem key={m.id} message={m} onOpenFile={openFile} />
              ))}
            </Flex>
            {ticket.status === 'closed' ? (
              <Alert type="info" showIcon title={t('support.thread.closed')} />
            ) : (
              <Card title={t('support.thread.reply')}>
                <Form<ReplyValues>
                  form={form}
                  layout="vertical"
                  requiredMark={false}
                  onFinish={(values) => void reply(values)}
                  disabled={viewOnly || submitting}
                >
                  <ErrorAlert error={error} />
                  <Form.Item name="body" rules={bodyRules}>
                    <Input.TextArea
                      aria-label={t('support.thread.reply')}
                      autoSize={{ minRows: 3, maxRows: 10 }}
                      maxLength={5000}
                      placeholder={t('support.thread.replyPlaceholder')}
                    />
                  </Form.Item>
                  <Form.Item name="attachmentIds" extra={attachmentHint(t)}>
                    <AttachmentPicker />
                  </Form.Item>
                  <ChangeAction>
                    <Button type="primary" htmlType="submit" loading={submitting}>
                      {t('support.thread.send')}
                    </Button>
                  </ChangeAction>
                </Form>
              </Card>
            )}
          </Flex>
        )}
      </LoadState>
    </Flex>
  );
}
