import { Alert, Button, Flex, Typography } from 'antd';
import { Icon } from '../components/icon';
import { useAdminT } from '../i18n';

/**
 * The 10 recovery codes, shown once right after 2FA is enabled: copy them or download them as a
 * text file, then "Done".
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useAdminT();
  const text = `${codes.join('\n')}\n`;
  return (
    <Flex vertical gap={16} data-testid="recovery-codes">
      <Alert
        type="warning"
        showIcon
        title={t('twoFaSettings.recoveryTitle')}
        description={t('twoFaSettings.recoveryText')}
      />
      <ol
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, max-content)',
          gap: '8px 32px',
          margin: 0,
        }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Typography.Text code>{code}</Typography.Text>
          </li>
        ))}
      </ol>
      <Flex gap={8} wrap>
        <Typography.Text
          copyable={{
            text,
            icon: [<Icon key="copy" name="copy" />, <Icon key="copied" name="copy" />],
            tooltips: [t('actions.copy', { ns: 'common' }), t('actions.copied', { ns: 'common' })],
          }}
        >
          {t('twoFaSettings.copyCodes')}
        </Typography.Text>
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="recovery-codes.txt"
        >
          <Icon name="download" /> {t('twoFaSettings.downloadCodes')}
        </a>
      </Flex>
      <Flex>
        <Button type="primary" onClick={onDone}>
          {t('twoFaSettings.done')}
        </Button>
      </Flex>
    </Flex>
  );
}
