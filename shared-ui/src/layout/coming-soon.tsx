import { Result, theme } from 'antd';
import { Panel } from '../components/panel';
import { useT } from '../i18n/i18n';
import { FrameIcon } from './frame-icon';
import { Page } from './page';

/** The placeholder of a screen not built yet: its (translated) title and a "coming soon" notice. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useT();
  const { token } = theme.useToken();
  return (
    <Page title={title}>
      <Panel data-testid="coming-soon">
        <Result
          icon={<FrameIcon name="clock" style={{ fontSize: 64, color: token.colorPrimary }} />}
          title={t('comingSoon.title')}
          subTitle={t('comingSoon.text')}
        />
      </Panel>
    </Page>
  );
}
