import { useQuery } from '@tanstack/react-query';
import { Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { adminCareerStatusesQueryOptions, useCan, type CareerStatus } from 'shared-api';
import { useLocalized } from 'shared-ui';
import { useAdminT } from '../../i18n';
import { LoadedTable } from '../../lists';
import { careerColumns } from './career-columns';
import { CareerStatusForm } from './career-status-form';

/**
 * The career statuses (view-packages) by rank; each is edited in a dialog with update-packages,
 * without which the edit buttons are not shown.
 */
export function CareerStatuses() {
  const { t } = useAdminT();
  const can = useCan();
  const manage = can('update-packages');
  const statuses = useQuery(adminCareerStatusesQueryOptions());
  const [editing, setEditing] = useState<CareerStatus | null>(null);
  const localized = useLocalized();
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{t('career.subtitle')}</Typography.Text>
      <LoadedTable<CareerStatus>
        rows={statuses}
        rowKey="id"
        columns={careerColumns({ t, onEdit: manage ? setEditing : undefined })}
        loadFailed={t('career.loadFailed')}
        empty={t('career.empty')}
      />
      {manage && (
        <Modal
          open={editing !== null}
          title={editing ? t('career.editOf', { name: localized(editing.nameI18n) }) : ''}
          onCancel={() => setEditing(null)}
          footer={null}
          width={640}
          destroyOnHidden
        >
          {editing && (
            <CareerStatusForm
              key={editing.id}
              status={editing}
              onSaved={() => setEditing(null)}
              onCancel={() => setEditing(null)}
            />
          )}
        </Modal>
      )}
    </Flex>
  );
}
