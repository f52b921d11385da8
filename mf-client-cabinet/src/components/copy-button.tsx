import { App, Button } from 'antd';
import { useCopy } from '../hooks/use-copy';
import { useCabinetT } from '../i18n';
import { Icon } from './icon';

/** Copies `text`; `label` names what (read by screen readers), the button says "Copied" after. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useCabinetT();
  const { message } = App.useApp();
  const { copied, copy } = useCopy();
  const onCopy = async () => {
    if (!(await copy(text))) void message.error(t('money.copyFailed'));
  };
  return (
    <Button
      aria-label={label}
      title={label}
      icon={<Icon name={copied ? 'check' : 'copy'} />}
      onClick={() => void onCopy()}
    >
      {copied ? t('money.copied') : t('money.copy')}
    </Button>
  );
}
