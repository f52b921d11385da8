import { App, Button, Card, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import {
  disableAdminTwoFa,
  fetchAdminTwoFa,
  setupAdminTwoFa,
  type TwoFactorSetup,
} from 'shared-api';
import { ErrorAlert, Page } from 'shared-ui';
import { Icon } from '../components/icon';
import { TwoFaTag } from '../components/two-fa-tag';
import { useAdminT } from '../i18n';
import { useLoad } from '../lists';
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
  const status = useLoad('admin-two-fa', fetchAdminTwoFa);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const start = async () => {
    setError(null);
    setStarting(true);
    try {
      setStep({ kind: 'setup', setup: await setupAdminTwoFa() });
    } catch (failure) {
      setError(failure);
    } finally {
      setStarting(false);
    }
  };

  const finish = () => {
    setStep({ kind: 'idle' });
    status.reload();
  };

  let body;
  if (status.error) {
    body = (
      <>
        <ErrorAlert error={status.error} />
        <Button icon={<Icon name="reload" />} onClick={status.reload}>
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
          status.reload();
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
            await disableAdminTwoFa(code);
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
        <Button type="primary" icon={<Icon name="lock" />} loading={starting} onClick={start}>
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
          <ErrorAlert error={error} />
          {body}
        </Flex>
      </Card>
    </Page>
  );
}
