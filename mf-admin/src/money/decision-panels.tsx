import { Alert, Button, Card, Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { useAdminT } from '../i18n';

interface DecisionPanelsProps {
  /** The record can still be decided; else `closedText` says why not. */
  open: boolean;
  closedText: string;
  onBack: () => void;
  /** The decisions side by side: title and form each. */
  panels: { title: string; form: ReactNode }[];
}

/** A processing screen's decisions (confirm / reject, complete / reject), or why there are none. */
export function DecisionPanels({ open, closedText, onBack, panels }: DecisionPanelsProps) {
  const { t } = useAdminT();
  if (!open) {
    return (
      <Alert
        type="info"
        showIcon
        data-testid="nothing-to-process"
        title={closedText}
        action={<Button onClick={onBack}>{t('actions.view')}</Button>}
      />
    );
  }
  return (
    <Row gutter={[16, 16]}>
      {panels.map(({ title, form }) => (
        <Col key={title} xs={24} lg={12}>
          <Card title={title} size="small">
            {form}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
