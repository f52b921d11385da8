import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import {
  adminTwoFaQueryOptions,
  disableAdminTwoFaMutationOptions,
  setupAdminTwoFaMutationOptions,
  type TwoFactorSetup,
} from 'shared-api';
import { ErrorAlert, Page } from 'shared-ui';
import { Icon } from '../components/icon';
import { TwoFaTag } from '../components/two-fa-tag';
import { useAdminT } from '../i18n';
import { retryOf, shownError } from '../lists';
import { CodeForm } from './code-form';
import { RecoveryCodes } from './recovery-codes';
import { TwoFaSetup } from './two-fa-setup';

/** What the screen shows besides the status. */
type Step =
  { kind: 'idle' } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] };

/**
 * settings/two-fa (2fa_manage): the signed-in admin's own 2FA. Enable = setup (QR + secret) →
 * code → the recovery codes, shown once; disable needs a code. With 2FA on, the admin sign-in
 * asks for a code.
 */
export function TwoFaSettings() {
  const { t } = useAdminT();
  const { message } = App.useApp();
  const status = useQuery(adminTwoFaQueryOptions());
  const statusError = shownError(status);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  // Disabling (and enabling, in TwoFaSetup) invalidates the status, so it shows the new state.
  const setup = useMutation(setupAdminTwoFaMutationOptions());
  const disable = useMutation(disableAdminTwoFaMutationOptions());

  const start = () =>
    setup.mutate(undefined, { onSuccess: (data) => setStep({ kind: 'setup', setup: data }) });

  const finish = () => setStep({ kind: 'idle' });

  let body;
  if (statusError) {
    body = (
      <>
        <ErrorAlert error={statusError} />
        <Button icon={<Icon name="reload" />} onClick={retryOf(status)}>
          {t('actions.retry', { ns: 'common' })}
        </Button>
      </>
    );
  } else if (!status.data) {
    body = <Skeleton active />;
  } else if (step.kind === 'codes') {
    body = <RecoveryCodes codes={step.codes} onDone={finish} />;
  } else if (step.kind === 'setup') {
    body = (
      <TwoFaSetup
        setup={step.setup}
        onEnabled={(codes) => {
          void message.success(t('twoFaSettings.enabled'));
          setStep({ kind: 'codes', codes });
        }}
      />
    );
  } else if (status.data.enabled) {
    body = (
      <Flex vertical gap={16}>
        <Typography.Paragraph>{t('twoFaSettings.disableText')}</Typography.Paragraph>
        <CodeForm
          danger
          submitText={t('twoFaSettings.disable')}
          onSubmit={async (code) => {
            await disable.mutateAsync(code);
            void message.success(t('twoFaSettings.disabled'));
            finish();
          }}
        />
      </Flex>
    );
  } else {
    body = (
      <Flex vertical gap={16} align="start">
        <Typography.Paragraph>{t('twoFaSettings.enableText')}</Typography.Paragraph>
        <Button
          type="primary"
          icon={<Icon name="lock" />}
          loading={setup.isPending}
          onClick={start}
        >
          {t('twoFaSettings.enable')}
        </Button>
      </Flex>
    );
  }

  return (
    <Page title={t('routes.settingsTwoFa')}>
      <Card>
        <Flex vertical gap={16}>
          {status.data && (
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('twoFa.label')}>
                <TwoFaTag enabled={status.data.enabled} />
              </Descriptions.Item>
              {status.data.enabled && (
                <Descriptions.Item label={t('twoFaSettings.codesLeft')}>
                  {status.data.recoveryCodesLeft}
                </Descriptions.Item>
              )}
            </Descriptions>
          )}
          <ErrorAlert error={setup.error} />
          {body}
        </Flex>
      </Card>
    </Page>
  );
}
