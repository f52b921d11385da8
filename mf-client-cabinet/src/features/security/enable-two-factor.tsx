import { useQuery } from '@tanstack/react-query';
import { Flex, QRCode, Typography } from 'antd';
import { useState } from 'react';
import { clientTwoFactorSetupQueryOptions, enableClientTwoFactor } from 'shared-api';
import { LoadState } from '../../components/load-state';
import { useCabinetT } from '../../i18n';
import { CodeForm } from './code-form';
import { RecoveryCodes } from './recovery-codes';

interface Props {
  /** 2FA is on (the codes are being shown). */
  onEnabled: () => void;
  /** The partner has saved the codes: the flow is over. */
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Enabling 2FA: a new secret as a QR code and as text, confirmed with a code from the app; then
 * the recovery codes, once. Until the code is confirmed 2FA stays off.
 */
export function EnableTwoFactor({ onEnabled, onDone, onCancel }: Props) {
  const { t } = useCabinetT();
  const setup = useQuery(clientTwoFactorSetupQueryOptions());
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) return <RecoveryCodes codes={codes} onSaved={onDone} />;

  const confirm = async (code: string) => {
    setCodes(await enableClientTwoFactor(code));
    onEnabled();
  };

  return (
    <LoadState state={setup} failedTitle={t('security.twoFa.setupFailed')}>
      {({ secret, otpauthUrl }) => (
        <Flex vertical gap={16}>
          <Typography.Text>{t('security.twoFa.scan')}</Typography.Text>
          <Flex gap={24} wrap align="center">
            <div role="img" aria-label={t('security.twoFa.qrLabel')} data-testid="two-fa-qr">
              <QRCode value={otpauthUrl} type="svg" size={176} />
            </div>
            <Flex vertical gap={4}>
              <Typography.Text type="secondary">{t('security.twoFa.secretLabel')}</Typography.Text>
              <Typography.Text
                code
                copyable={{ text: secret }}
                data-testid="two-fa-secret"
                style={{ fontSize: 15, wordBreak: 'break-all' }}
              >
                {secret}
              </Typography.Text>
            </Flex>
          </Flex>
          <CodeForm
            submitLabel={t('security.twoFa.confirm')}
            onSubmit={confirm}
            onCancel={onCancel}
          />
        </Flex>
      )}
    </LoadState>
  );
}
