import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useAdminT } from '../i18n';
import { Icon } from './icon';

interface DeleteButtonProps {
  /** Names the record in the confirmation and the button's accessible name. */
  name: string;
  onDelete: () => Promise<void>;
  /** A refusal (409 LAST_FULL_ADMIN, …) goes to the screen's error alert. */
  onError: (error: unknown) => void;
  /** A link-style button (in a table row) instead of a default one. */
  link?: boolean;
}

/** Delete with a confirmation: nothing is sent until the admin confirms. */
export function DeleteButton({ name, onDelete, onError, link = false }: DeleteButtonProps) {
  const { t } = useAdminT();
  // The confirmation closes at once: the button shows the delete until it is settled.
  const [deleting, setDeleting] = useState(false);
  const confirm = () => {
    setDeleting(true);
    void onDelete()
      .catch(onError)
      .finally(() => setDeleting(false));
  };
  return (
    <Popconfirm
      title={t('actions.deleteConfirm', { name })}
      okText={t('actions.delete')}
      cancelText={t('actions.cancel', { ns: 'common' })}
      okButtonProps={{ danger: true }}
      onConfirm={confirm}
    >
      <Button
        danger
        loading={deleting}
        type={link ? 'link' : 'default'}
        size={link ? 'small' : 'middle'}
        icon={<Icon name="delete" />}
        aria-label={`${t('actions.delete')} ${name}`}
      >
        {t('actions.delete')}
      </Button>
    </Popconfirm>
  );
}
