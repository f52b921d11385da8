import { Form, Input } from 'antd';
import { useMemo } from 'react';
import { fields } from 'shared-api';
import { zodRules } from 'shared-ui';
import { useCabinetT } from '../i18n';

/**
 * The `code` field of every 2FA form: a 6-digit code from the authenticator app or a recovery
 * code, checked with the contract's `fields.twoFaCode` rule.
 */
export function TwoFaCodeField({ label, autoFocus }: { label: string; autoFocus?: boolean }) {
  const { t, i18n } = useCabinetT();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const rules = useMemo(() => zodRules(t, fields.twoFaCode()), [t, i18n.language]);
  return (
    <Form.Item
      label={label}
      name="code"
      rules={rules}
      extra={t('security.twoFa.codeHint')}
      normalize={(value: string) => value.trim()}
    >
      <Input
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={9}
        autoFocus={autoFocus}
        style={{ maxWidth: 220, fontFamily: 'monospace', letterSpacing: 2 }}
      />
    </Form.Item>
  );
}
