import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input } from 'antd';
import { useMemo, useState } from 'react';
import type { Rule } from 'antd/es/form';
import {
  saveSupportContactsMutationOptions,
  supportContactFieldSchemas,
  supportContactsQueryOptions,
  type SupportContacts,
} from 'shared-api';
import { applyFieldErrors, ErrorAlert, messageCodeFor, messageKey, Page, verdict } from 'shared-ui';
import { RecordState } from '../components/record-state';
import { useAdminT, type AdminKeysUnder } from '../i18n';

const FIELDS = ['email', 'telegram', 'phone', 'hours'] as const;
type HintKey = AdminKeysUnder<'support.contacts'> & `${string}Hint`;
const HINTS: Partial<Record<(typeof FIELDS)[number], `support.contacts.${HintKey}`>> = {
  telegram: 'support.contacts.telegramHint',
  hours: 'support.contacts.hoursHint',
};

function ContactsForm({ contacts }: { contacts: SupportContacts }) {
  const { t, i18n } = useAdminT();
  const { message } = App.useApp();
  const [form] = Form.useForm<SupportContacts>();
  // The contacts refetch once saved: here, and wherever the cabinet shows them.
  const save = useMutation(saveSupportContactsMutationOptions());
  const saving = save.isPending;
  const [error, setError] = useState<unknown>(null);
  // Every field may stay empty (not shown); a given one must be valid.
  const rules = useMemo(
    () =>
      Object.fromEntries(
        FIELDS.map((f): [string, Rule[]] => [
          f,
          [
            {
              validator: (_: unknown, value: string | undefined) => {
                const text = (value ?? '').trim();
                const code = text ? messageCodeFor(supportContactFieldSchemas[f], text) : null;
                return verdict(code && t(messageKey(code), { ns: 'common' }));
              },
            },
          ],
        ]),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );

  const finish = async (values: SupportContacts) => {
    setError(null);
    try {
      const trimmed = Object.fromEntries(
        FIELDS.map((f) => [f, (values[f] ?? '').trim()]),
      ) as SupportContacts;
      form.setFieldsValue(await save.mutateAsync(trimmed));
      void message.success(t('support.contacts.saved'));
    } catch (failure) {
      if (!applyFieldErrors(t, form, failure)) setError(failure);
    }
  };

  return (
    <Form<SupportContacts>
      form={form}
      layout="vertical"
      initialValues={contacts}
      onFinish={(values) => void finish(values)}
      disabled={saving}
      style={{ maxWidth: 520 }}
    >
      <ErrorAlert error={error} />
      {FIELDS.map((field) => {
        const hint = HINTS[field];
        return (
          <Form.Item
            key={field}
            name={field}
            label={t(`support.contacts.${field}`)}
            rules={rules[field]}
            extra={hint ? t(hint) : undefined}
          >
            <Input maxLength={field === 'email' ? 254 : 100} />
          </Form.Item>
        );
      })}
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('actions.save', { ns: 'common' })}
      </Button>
    </Form>
  );
}

/** settings/support (manage-support): the contacts the public pages and the cabinet show. */
export function SupportContactsScreen() {
  const { t } = useAdminT();
  const contacts = useQuery(supportContactsQueryOptions());
  return (
    <Page title={t('routes.settingsSupport')} subtitle={t('support.contacts.subtitle')}>
      <RecordState record={contacts} listPath="settings/support">
        {(data) => (
          <Card>
            <ContactsForm contacts={data} />
          </Card>
        )}
      </RecordState>
    </Page>
  );
}
