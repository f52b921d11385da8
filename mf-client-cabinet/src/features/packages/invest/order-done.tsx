import { Button, Modal, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { hrefOf, useBasePath } from 'shared-ui';
import { useCabinetT } from '../../../i18n';

/** After a purchase or an upgrade: what happened, and the way to the package in My packages. */
export function OrderDone({ mode, onClose }: { mode: 'buy' | 'upgrade'; onClose: () => void }) {
  const { t } = useCabinetT();
  const navigate = useNavigate();
  const base = useBasePath();
  return (
    <Modal open onCancel={onClose} footer={null} destroyOnHidden>
      <Result
        status="success"
        title={t(mode === 'buy' ? 'packages.order.bought' : 'packages.order.upgraded')}
        subTitle={t(mode === 'buy' ? 'packages.order.boughtText' : 'packages.order.upgradedText')}
        extra={[
          <Button
            key="mine"
            type="primary"
            onClick={() => {
              onClose();
              void navigate(hrefOf(base, 'my-package'));
            }}
          >
            {t('packages.order.toMyPackages')}
          </Button>,
          <Button key="close" onClick={onClose}>
            {t('packages.order.close')}
          </Button>,
        ]}
      />
    </Modal>
  );
}
