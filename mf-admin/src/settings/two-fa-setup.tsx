import { useMutation } from '@tanstack/react-query';
import { Flex, QRCode, Typography } from 'antd';
import { enableAdminTwoFaMutationOptions, type TwoFactorSetup } from 'shared-api';
import { useAdminT } from '../i18n';
import { CodeForm } from './code-form';

/**
 * Step 2 of enabling 2FA: scan the QR code (or type the secret) into an authenticator app, then
 * confirm with a code from it; the answer is the recovery codes.
 */
export function TwoFaSetup({
  setup,
  onEnabled,
}: {
  setup: TwoFactorSetup;
  onEnabled: (recoveryCodes: string[]) => void;
}) {
  const { t } = useAdminT();
  // Invalidates the 2FA status, so the screen shows it on once the codes are shown.
  const enable = useMutation(enableAdminTwoFaMutationOptions());
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph>{t('twoFaSettings.scan')}</Typography.Paragraph>
      {/* SVG: sharp at any zoom, and printable. */}
      <QRCode type="svg" value={setup.otpauthUrl} data-testid="two-fa-qr" />
      <div>
        <Typography.Text type="secondary">{t('twoFaSettings.secret')}: </Typography.Text>
        <Typography.Text code copyable data-testid="two-fa-secret">
          {setup.secret}
        </Typography.Text>
      </div>
      <CodeForm
        submitText={t('twoFaSettings.confirm')}
        onSubmit={async (body) => onEnabled(await enable.mutateAsync(body))}
      />
    </Flex>
  );
}
