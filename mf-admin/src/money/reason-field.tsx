import { Form, Input } from 'antd';
import { zodRules } from 'shared-ui';
import { useAdminT } from '../i18n';

interface ReasonFieldProps {
  /** The contract's rule for this reason (3 to 500 characters). */
  schema: Parameters<typeof zodRules>[1];
  label: string;
  /** Who will read it: the partner, the admin log. */
  hint: string;
}

/** The reason an admin gives for a money decision (reject, reverse, adjust). */
export function ReasonField({ schema, label, hint }: ReasonFieldProps) {
  const { t } = useAdminT();
  return (
    <Form.Item label={label} name="reason" rules={zodRules(t, schema)} extra={hint}>
      <Input.TextArea rows={3} maxLength={500} showCount />
    </Form.Item>
  );
}
