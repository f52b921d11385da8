import { useMutation } from '@tanstack/react-query';
import { Button, Flex, Form, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import {
  pickLanguage,
  type InvestmentPackage,
  type PartnerPackage,
  purchasePackageMutationOptions,
  upgradePackageMutationOptions,
} from 'shared-api';
import { formatDate, formatMoney, useLanguage } from 'shared-ui';
import { InsufficientFunds } from '../../../components/insufficient-funds';
import { useSubmission } from '../../../hooks/use-submission';
import { useCabinetT } from '../../../i18n';
import { Money } from '../../../money/money';
import { ConsentFields } from './consent-fields';
import { OrderDone } from './order-done';
import { OrderRefusal } from './order-refusal';
import { PackageTerms } from './package-terms';
import { ChangeAction } from '../../../components/change-action';

export interface Order {
  pkg: InvestmentPackage;
  mode: 'buy' | 'upgrade';
}

interface Values {
  partnerPackageId?: number;
  acceptOffer?: boolean;
  acceptPrivacy?: boolean;
}

interface Props {
  order: Order;
  /** My active packages cheaper than the order's (the upgrade's choices). */
  sources: PartnerPackage[];
  /** The GTC wallet. */
  balance: string;
  onClose: () => void;
}

/**
 * The confirmation of a purchase or an upgrade: the terms, what it costs (the price, or the
 * difference to the package upgraded), both consents, and the refusal beside the button.
 */
export function OrderModal({ order: { pkg, mode }, sources, balance, onClose }: Props) {
  const { t } = useCabinetT();
  const lang = useLanguage();
  // Set once the order went through: the dialog then says so and leads to My packages.
  const [done, setDone] = useState(false);
  const [form] = Form.useForm<Values>();
  const { submit, submitting, error } = useSubmission(form);
  // The balance, my packages and the partner's active status (/me) refresh on success.
  const purchase = useMutation(purchasePackageMutationOptions());
  const upgrade = useMutation(upgradePackageMutationOptions());
  const fromId = Form.useWatch('partnerPackageId', form);
  const from = sources.find((p) => p.id === fromId);
  const cost =
    mode === 'buy'
      ? BigInt(pkg.price)
      : from
        ? BigInt(pkg.price) - BigInt(from.package.price)
        : null;
  const short = cost !== null && cost > BigInt(balance);

  /** The body is the operation: the same body after a lost answer is a retry with the same key. */
  const sendOnce = <B, R>(
    mutation: { mutateAsync: (v: { body: B; idempotencyKey: string }) => Promise<R> },
    body: B,
  ) => submit((idempotencyKey) => mutation.mutateAsync({ body, idempotencyKey }), body);

  const finish = async ({ partnerPackageId }: Values) => {
    // The form only finishes with both boxes ticked (and, to upgrade, a package chosen).
    const consents = { acceptOffer: true, acceptPrivacy: true } as const;
    if (mode === 'upgrade' && !partnerPackageId) return;
    const result = await (partnerPackageId && mode === 'upgrade'
      ? sendOnce(upgrade, { partnerPackageId, packageId: pkg.id, ...consents })
      : sendOnce(purchase, { packageId: pkg.id, ...consents }));
    if (result.ok) setDone(true);
  };

  const confirmText =
    cost === null
      ? t('packages.upgrade')
      : t(mode === 'buy' ? 'packages.order.confirmBuy' : 'packages.order.confirmUpgrade', {
          amount: formatMoney(cost, lang, 'GTC'),
        });

  if (done) return <OrderDone mode={mode} onClose={onClose} />;
  return (
    <Modal
      open
      title={t(mode === 'buy' ? 'packages.order.buyTitle' : 'packages.order.upgradeTitle', {
        name: pickLanguage(pkg.nameI18n, lang),
      })}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: !submitting }}
      footer={
        <Flex vertical gap={12}>
          {short ? <InsufficientFunds /> : <OrderRefusal error={error} />}
          <Flex justify="end" gap={8}>
            <Button onClick={onClose} disabled={submitting}>
              {t('actions.cancel', { ns: 'common' })}
            </Button>
            <ChangeAction>
              <Button
                type="primary"
                loading={submitting}
                disabled={short}
                onClick={() => form.submit()}
              >
                {confirmText}
              </Button>
            </ChangeAction>
          </Flex>
        </Flex>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        // One choice needs no choosing.
        initialValues={{ partnerPackageId: sources.length === 1 ? sources[0]?.id : undefined }}
        onFinish={(values) => void finish(values)}
        disabled={submitting}
      >
        <PackageTerms pkg={pkg} />
        {mode === 'upgrade' && (
          <Form.Item
            label={t('packages.order.from')}
            name="partnerPackageId"
            rules={[{ required: true, message: t('validation.required', { ns: 'common' }) }]}
          >
            <Select
              options={sources.map((p) => ({
                value: p.id,
                label: t('packages.order.fromOption', {
                  name: pickLanguage(p.package.nameI18n, lang),
                  date: formatDate(p.purchasedAt, lang),
                }),
              }))}
            />
          </Form.Item>
        )}
        <Flex justify="space-between" align="baseline" style={{ marginBottom: 12 }}>
          <Typography.Text>{t('packages.order.toPay')}</Typography.Text>
          <span data-testid="order-cost">
            {cost === null ? '—' : <Money micro={cost} currency="GTC" strong />}
          </span>
        </Flex>
        <Flex justify="space-between" align="baseline" style={{ marginBottom: 12 }}>
          <Typography.Text type="secondary">{t('packages.balance')}</Typography.Text>
          <Money micro={balance} currency="GTC" />
        </Flex>
        <Typography.Paragraph type="secondary">
          {t(mode === 'buy' ? 'packages.order.firstAccrual' : 'packages.order.upgradeNote')}
        </Typography.Paragraph>
        <ConsentFields />
      </Form>
    </Modal>
  );
}
