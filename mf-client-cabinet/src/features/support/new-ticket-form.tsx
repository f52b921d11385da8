import { useMutation } from '@tanstack/react-query';
import { App, Button, Form, Input, Select, type UploadFile } from 'antd';
import { useMemo } from 'react';
import {
  openSupportTicketMutationOptions,
  SUPPORT_CATEGORIES,
  supportTicketInputSchema,
  type SupportCategory,
  type SupportThread,
} from 'shared-api';
import { ErrorAlert, zodRules } from 'shared-ui';
import { ChangeAction, useViewOnly } from '../../components/change-action';
import { useSubmission } from '../../hooks/use-submission';
import { useCabinetT } from '../../i18n';
import { AttachmentPicker, attachmentHint, attachmentIdsOf } from './attachment-picker';

interface Values {
  subject: string;
  category: SupportCategory;
  body: string;
  /** The files picked: the server names them `attachmentIds`, so its refusal shows here. */
  attachmentIds?: UploadFile<number>[];
}

/** Subject, category, message and attachments; `onCreated` gets the new ticket. */
export function NewTicketForm({ onCreated }: { onCreated: (ticket: SupportThread) => void }) {
  const { t, i18n } = useCabinetT();
  const { message } = App.useApp();
  const viewOnly = useViewOnly();
  const [form] = Form.useForm<Values>();
  const { submit, submitting, error } = useSubmission(form);
  const open = useMutation(openSupportTicketMutationOptions());
  const rules = useMemo(
    () => ({
      subject: zodRules(t, supportTicketInputSchema.shape.subject),
      body: zodRules(t, supportTicketInputSchema.shape.body),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );

  const finish = async (values: Values) => {
    const result = await submit(() =>
      open.mutateAsync({
        subject: values.subject.trim(),
        category: values.category,
        body: values.body.trim(),
        attachmentIds: attachmentIdsOf(values.attachmentIds),
      }),
    );
    if (!result.ok) return;
    form.resetFields();
    void message.success(t('support.form.created'));
    onCreated(result.value);
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void finish(values)}
      disabled={viewOnly || submitting}
      initialValues={{ category: 'other' }}
      data-testid="support-new-ticket"
    >
      <ErrorAlert error={error} />
      <Form.Item label={t('support.form.subject')} name="subject" rules={rules.subject}>
        <Input maxLength={150} placeholder={t('support.form.subjectPlaceholder')} />
      </Form.Item>
      <Form.Item label={t('support.form.category')} name="category">
        <Select
          options={SUPPORT_CATEGORIES.map((c) => ({
            value: c,
            label: t(`support.categories.${c}`),
          }))}
        />
      </Form.Item>
      <Form.Item label={t('support.form.body')} name="body" rules={rules.body}>
        <Input.TextArea
          autoSize={{ minRows: 4, maxRows: 12 }}
          maxLength={5000}
          showCount
          placeholder={t('support.form.bodyPlaceholder')}
        />
      </Form.Item>
      <Form.Item
        label={t('support.form.attachments')}
        name="attachmentIds"
        valuePropName="value"
        extra={attachmentHint(t)}
      >
        <AttachmentPicker />
      </Form.Item>
      <ChangeAction>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t('support.form.submit')}
        </Button>
      </ChangeAction>
    </Form>
  );
}
