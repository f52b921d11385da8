import { App, Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { disableClientTwoFactor, type TwoFactorStatus } from 'shared-api';
import { Icon } from '../../components/icon';
import { useCabinetT } from '../../i18n';
import { usePatchMe } from '../me';
import { CodeForm } from './code-form';
import { EnableTwoFactor } from './enable-two-factor';
import { ChangeAction } from '../../components/change-action';

type Mode = 'status' | 'enabling' | 'disabling';

interface Props {
  status: TwoFactorStatus;
  /** The status after a change made here (the cached /me follows, for the header and guards). */
  onChange: (status: TwoFactorStatus) => void;
}

/** 2FA on or off (business rules, Security): enable with QR + code, disable with a code. */
export function TwoFactorCard({ status, onChange }: Props) {
  const { t } = useCabinetT();
  const { message } = App.useApp();
  const [mode, setMode] = useState<Mode>('status');
  const patchMe = usePatchMe();

  const changed = (next: TwoFactorStatus) => {
    onChange(next);
    patchMe({ twoFactorEnabled: next.enabled });
  };

  const disable = async (code: string) => {
    await disableClientTwoFactor(code);
    changed({ enabled: false, recoveryCodesLeft: 0 });
    setMode('status');
    void message.success(t('security.twoFa.disabled'));
  };

  const body =
    mode === 'enabling' ? (
      <EnableTwoFactor
        onEnabled={() => changed({ enabled: true, recoveryCodesLeft: 10 })}
        onDone={() => {
          setMode('status');
          void message.success(t('security.twoFa.enabled'));
        }}
        onCancel={() => setMode('status')}
      />
    ) : mode === 'disabling' ? (
      <Flex vertical gap={16}>
        <Typography.Text>{t('security.twoFa.disableText')}</Typography.Text>
        <CodeForm
          danger
          submitLabel={t('security.twoFa.disable')}
          onSubmit={disable}
          onCancel={() => setMode('status')}
        />
      </Flex>
    ) : (
      <Flex vertical gap={16} align="start">
        <Typography.Text>
          {status.enabled
            ? t('security.twoFa.onText', { left: status.recoveryCodesLeft })
            : t('security.twoFa.offText')}
        </Typography.Text>
        <ChangeAction>
          {status.enabled ? (
            <Button danger onClick={() => setMode('disabling')}>
              {t('security.twoFa.disable')}
            </Button>
          ) : (
            <Button type="primary" onClick={() => setMode('enabling')}>
              {t('security.twoFa.enable')}
            </Button>
          )}
        </ChangeAction>
      </Flex>
    );

  return (
    <Card
      title={
        <Space>
          <Icon name="safety" />
          {t('security.twoFa.title')}
        </Space>
      }
      extra={
        <Tag color={status.enabled ? 'success' : 'default'} data-testid="two-fa-state">
          {status.enabled ? t('security.twoFa.on') : t('security.twoFa.off')}
        </Tag>
      }
      style={{ height: '100%' }}
    >
      {body}
    </Card>
  );
}
