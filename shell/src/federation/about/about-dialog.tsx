import { Descriptions, Modal, Table, Typography } from 'antd';
// The root entry, with antd: this chunk loads only when someone opens `#about`.
import { AntdProviders } from 'shared-ui';
import { runningRemotes } from '../remotes';
import type { VersionSource } from '../version-selection';
import { versionChoice } from '../version-watch';
import { useShellT } from './i18n';

/** The about panel's dialog: its own chunk, so the Modal, Table and Descriptions it renders (and
 * antd's providers, absent from the public pages) load only when someone opens `#about`. */
export default function AboutDialog({ onClose }: { onClose: () => void }) {
  return (
    <AntdProviders>
      <AboutContent onClose={onClose} />
    </AntdProviders>
  );
}

function AboutContent({ onClose }: { onClose: () => void }) {
  const { t } = useShellT();
  const { bucket } = versionChoice();
  const rows = runningRemotes().map((r) => ({ ...r, key: r.name }));

  return (
    <Modal open title={t('about.title')} footer={null} onCancel={onClose} destroyOnHidden>
      <Table
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          {
            title: t('about.section'),
            dataIndex: 'name',
            render: (name: string) => t(`about.sections.${name}`, { defaultValue: name }),
          },
          { title: t('about.version'), dataIndex: 'version' },
          {
            title: t('about.source'),
            dataIndex: 'source',
            render: (source: VersionSource | undefined) =>
              t(`about.sources.${source ?? 'current'}`),
          },
        ]}
      />
      <Descriptions
        size="small"
        column={1}
        style={{ marginTop: 16 }}
        items={[
          { key: 'shell', label: t('about.shell'), children: __APP_VERSION__ },
          {
            key: 'bucket',
            label: t('about.browserId'),
            children: <Typography.Text copyable>{bucket}</Typography.Text>,
          },
        ]}
      />
    </Modal>
  );
}
