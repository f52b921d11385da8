import { App } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { useAdminT } from '../i18n';

export interface ConfirmOptions {
  title: string;
  content?: ReactNode;
  okText: string;
  danger?: boolean;
}

/**
 * A confirmation dialog as a promise: true when the admin confirms. Money-moving actions ask
 * first and send only after it.
 */
export function useConfirm() {
  const { modal } = App.useApp();
  const { t } = useAdminT();
  return useCallback(
    ({ title, content, okText, danger = false }: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title,
          content,
          okText,
          cancelText: t('actions.cancel', { ns: 'common' }),
          okButtonProps: { danger },
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, t],
  );
}
