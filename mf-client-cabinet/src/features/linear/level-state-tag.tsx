import { Tag } from 'antd';
import { Icon } from '../../components/icon';
import { useCabinetT } from '../../i18n';

/** Whether a linear level pays the partner: open, or locked until a package opens it. */
export function LevelStateTag({ open }: { open: boolean }) {
  const { t } = useCabinetT();
  return open ? (
    <Tag color="success">{t('linear.open')}</Tag>
  ) : (
    <Tag icon={<Icon name="lock" />}>{t('linear.locked')}</Tag>
  );
}
