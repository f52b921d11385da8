import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Form, Input, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import {
  replyAdminSupportTicketMutationOptions,
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENT_TYPES,
  SUPPORT_ATTACHMENTS_PER_MESSAGE,
  uploadAdminSupportAttachment,
} from 'shared-api';
import { apiErrorText, applyFieldErrors, fieldErrorText } from 'shared-ui';
import { ActionError } from '../components/action-error';
import { Icon } from '../components/icon';
import { useAdminT } from '../i18n';

interface Values {
  body: string;
  internal: boolean;
  /** The files picked: the server names them `attachmentIds`, so its refusal shows here. */
  attachmentIds?: UploadFile<number>[];
}

/**
 * An answer (mailed to the partner) or an internal note (admins only), with attachments uploaded
 * as they are picked; the thread refetches once it is sent.
 */
export function ReplyForm({ ticketId }: { ticketId: number }) {
  const { t } = useAdminT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const reply = useMutation(replyAdminSupportTicketMutationOptions());
  const sending = reply.isPending;
  const [error, setError] = useState<unknown>(null);
  const internal = Form.useWatch('internal', form);

  const finish = async (values: Values) => {
    setError(null);
    try {
      await reply.mutateAsync({
        id: ticketId,
        body: {
          body: values.body.trim(),
          internal: values.internal,
          attachmentIds: (values.attachmentIds ?? []).flatMap((f) =>
            f.status === 'done' && typeof f.response === 'number' ? [f.response] : [],
          ),
        },
      });
      form.resetFields();
      void message.success(values.internal ? t('support.noteAdded') : t('support.answerSent'));
    } catch (failure: unknown) {
      if (!applyFieldErrors(t, form, failure)) setError(failure);
    }
  };

  return (
    <Card title={t('support.reply.title')}>
      <ActionError error={error} />
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ internal: false }}
        onFinish={(values) => void finish(values)}
        disabled={sending}
      >
        <Form.Item
          name="body"
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('validation.required', { ns: 'common' }),
            },
          ]}
        >
          <Input.TextArea
            aria-label={t('support.reply.body')}
            placeholder={
              internal ? t('support.reply.notePlaceholder') : t('support.reply.placeholder')
            }
            autoSize={{ minRows: 3, maxRows: 12 }}
            maxLength={5000}
          />
        </Form.Item>
        <Form.Item
          name="attachmentIds"
          valuePropName="fileList"
          getValueFromEvent={(e: { fileList: UploadFile<number>[] }) =>
            e.fileList.filter((f) => f.status !== 'error')
          }
          extra={t('support.reply.attachHint', {
            size: SUPPORT_ATTACHMENT_MAX_BYTES / (1024 * 1024),
            count: SUPPORT_ATTACHMENTS_PER_MESSAGE,
          })}
        >
          <Upload<number>
            multiple
            accept={SUPPORT_ATTACHMENT_TYPES.join(',')}
            maxCount={SUPPORT_ATTACHMENTS_PER_MESSAGE}
            customRequest={({ file, onSuccess, onError }) => {
              const blob = file as File;
              uploadAdminSupportAttachment(blob, blob.name).then(
                (stored) => onSuccess?.(stored.id),
                (failure: unknown) => {
                  // The type or size it was refused for, when the server names it.
                  const why = fieldErrorText(t, failure, 'file') ?? apiErrorText(t, failure);
                  void message.error(`${blob.name}: ${why}`);
                  onError?.(failure as Error);
                },
              );
            }}
          >
            <Button icon={<Icon name="upload" />}>{t('support.reply.attach')}</Button>
          </Upload>
        </Form.Item>
        <Form.Item name="internal" valuePropName="checked">
          <Checkbox>{t('support.reply.internal')}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending}>
          {internal ? t('support.reply.addNote') : t('support.reply.send')}
        </Button>
      </Form>
    </Card>
  );
}
