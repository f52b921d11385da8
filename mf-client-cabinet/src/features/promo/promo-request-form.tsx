import { App, Button, Card, Col, Form, Input, Row, Typography } from 'antd';
import { useMemo } from 'react';
import {
  filePromoRequest,
  promoRequestInputSchema,
  type Profile,
  type PromoRequestInput,
} from 'shared-api';
import { ErrorAlert, UnsavedChangesGuard, useUnsavedChanges, zodRules } from 'shared-ui';
import { useSubmission } from '../../hooks/use-submission';
import { useCabinetT } from '../../i18n';
import { BirthDateInput, CountrySelect } from '../profile';
import { ExpiryDateInput } from './expiry-date-input';
import { ChangeAction, useViewOnly } from '../../components/change-action';

type Field = keyof PromoRequestInput;
const shape = promoRequestInputSchema.shape;

/** The contract's rule of every field: the server checks the same (spec §5: Latin letters). */
function useRequestRules() {
  const { t, i18n } = useCabinetT();
  return useMemo(
    () =>
      Object.fromEntries(
        (Object.keys(shape) as Field[]).map((field) => [field, zodRules(t, shape[field])]),
      ) as Record<Field, ReturnType<typeof zodRules>>,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
}

/** What the profile already knows, so the partner types less. */
function initialValues(profile: Profile | null): Partial<PromoRequestInput> {
  if (!profile) return {};
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    ...(profile.birthDate ? { birthDate: profile.birthDate } : {}),
    ...(profile.country ? { country: profile.country } : {}),
    phone: profile.phone,
  };
}

const trimmed = (values: PromoRequestInput): PromoRequestInput =>
  Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
  ) as PromoRequestInput;

/** The participant form of a qualified partner (business rules, Promo), filed once. */
export function PromoRequestForm({
  profile,
  onFiled,
}: {
  profile: Profile | null;
  onFiled: () => void;
}) {
  const { t } = useCabinetT();
  const viewOnly = useViewOnly();
  const { message } = App.useApp();
  const rules = useRequestRules();
  const [form] = Form.useForm<PromoRequestInput>();
  const { submit, submitting, error } = useSubmission(form);
  const unsaved = useUnsavedChanges();

  const finish = async (values: PromoRequestInput) => {
    const result = await submit(() => filePromoRequest(trimmed(values)));
    if (!result.ok) return;
    void message.success(t('promo.form.filed'));
    unsaved.markSaved();
    onFiled();
  };

  const label = (field: Field) => t(`promo.form.${field}`);
  const text = (field: Field, extra?: string) => (
    <Form.Item label={label(field)} name={field} rules={rules[field]} extra={extra}>
      <Input autoComplete="off" />
    </Form.Item>
  );

  return (
    <Card title={t('promo.form.title')} data-testid="promo-form">
      <Typography.Paragraph type="secondary">{t('promo.form.hint')}</Typography.Paragraph>
      <ErrorAlert error={error} />
      <Form<PromoRequestInput>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues(profile)}
        onValuesChange={unsaved.onValuesChange}
        onFinish={(values) => void finish(values)}
        disabled={viewOnly || submitting}
        scrollToFirstError
      >
        <UnsavedChangesGuard when={unsaved.dirty && !submitting} />
        <Row gutter={16}>
          <Col xs={24} md={12}>
            {text('firstName', t('promo.form.latinHint'))}
          </Col>
          <Col xs={24} md={12}>
            {text('lastName', t('promo.form.latinHint'))}
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={label('birthDate')} name="birthDate" rules={rules.birthDate}>
              <BirthDateInput />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={label('country')} name="country" rules={rules.country}>
              <CountrySelect />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {text('city', t('promo.form.latinHint'))}
          </Col>
          <Col xs={24} md={12}>
            {text('phone')}
          </Col>
          <Col xs={24} md={12}>
            {text('passportNumber')}
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={label('passportExpiry')}
              name="passportExpiry"
              rules={rules.passportExpiry}
            >
              <ExpiryDateInput />
            </Form.Item>
          </Col>
        </Row>
        <ChangeAction>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t('promo.form.submit')}
          </Button>
        </ChangeAction>
      </Form>
    </Card>
  );
}
