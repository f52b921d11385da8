import { Descriptions, Modal, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { runningRemotes } from '../remotes';
import type { VersionSource } from '../version-selection';
import { versionChoice } from '../version-watch';
import { useShellT } from './i18n';

/** The URL fragment that opens the panel: `https://…/client#about`, from anywhere in the platform. */
export const ABOUT_HASH = '#about';

const isOpen = () => typeof window !== 'undefined' && window.location.hash === ABOUT_HASH;

/** Drops the fragment without a navigation (the router ignores it; no reload, no history entry). */
function closeFragment() {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', pathname + search);
}

/**
 * About / diagnostics: which version of each remote this page runs and why (release, canary,
 * QA override), the shell's own version and the browser id canary rollouts hash. Opened by the
 * `#about` fragment, so it needs no route and no button over the screens; support asks a user to
 * open it, or QA uses it to confirm an override took.
 */
export function AboutPanel() {
  const { t } = useShellT();
  const [open, setOpen] = useState(isOpen);
  useEffect(() => {
    const onHash = () => setOpen(isOpen());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  const close = () => {
    closeFragment();
    setOpen(false);
  };
  const { bucket } = versionChoice();
  const rows = runningRemotes().map((r) => ({ ...r, key: r.name }));

  return (
    <Modal open={open} title={t('about.title')} footer={null} onCancel={close} destroyOnHidden>
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
