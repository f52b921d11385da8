import { Alert, App, Button, Flex, Space, Typography } from 'antd';
import { Icon } from '../../components/icon';
import { useCopy } from '../../hooks/use-copy';
import { useCabinetT } from '../../i18n';
import { useCurrentPartner } from '../me';
import { downloadText } from './download-text';

/**
 * The 10 single-use recovery codes, shown once right after 2FA is enabled: the partner copies or
 * downloads them, then confirms having saved them (the only way out of this step).
 */
export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const { t } = useCabinetT();
  const { message } = App.useApp();
  const partner = useCurrentPartner();
  const { copied, copy } = useCopy();
  const text = codes.join('\n');

  const onCopy = async () => {
    if (!(await copy(text))) void message.error(t('security.codes.copyFailed'));
  };
  const onDownload = () =>
    downloadText(
      `recovery-codes-${partner.login}.txt`,
      `${t('security.codes.fileTitle', { login: partner.login })}\n\n${text}\n`,
    );

  return (
    <Flex vertical gap={16}>
      <Alert
        type="warning"
        showIcon
        title={t('security.codes.title')}
        description={t('security.codes.text')}
      />
      <ol data-testid="recovery-codes" style={{ columns: 2, margin: 0, paddingInlineStart: 24 }}>
        {codes.map((code) => (
          <li key={code}>
            <Typography.Text code style={{ fontSize: 15 }}>
              {code}
            </Typography.Text>
          </li>
        ))}
      </ol>
      <Space wrap>
        <Button icon={<Icon name={copied ? 'check' : 'copy'} />} onClick={() => void onCopy()}>
          {copied ? t('security.codes.copied') : t('security.codes.copy')}
        </Button>
        <Button icon={<Icon name="download" />} onClick={onDownload}>
          {t('security.codes.download')}
        </Button>
        <Button type="primary" onClick={onSaved}>
          {t('security.codes.saved')}
        </Button>
      </Space>
    </Flex>
  );
}
