import { Form, type FormInstance } from 'antd';
import { useCallback, useRef, type Ref } from 'react';
import { Captcha, captchaEnabled, type CaptchaHandle } from 'shared-ui';
import { useAuthT } from '../i18n';

/** The form field every captcha-protected form has: its value is the token it sends. */
export const CAPTCHA_FIELD = 'captchaToken';

function CaptchaInput({
  captchaRef,
  onChange,
}: {
  captchaRef: Ref<CaptchaHandle>;
  onChange?: (token: string | undefined) => void;
}) {
  return <Captcha ref={captchaRef} onToken={(token) => onChange?.(token ?? undefined)} />;
}

/**
 * The captcha as a required form field when it is on (platformConfig().captcha.enabled), nothing
 * when it is off: the form then sends no token and the server skips the check. `shown` false
 * keeps it out until the server asks for it (the sign-in forms, after CAPTCHA_REQUIRED).
 */
export function CaptchaField({
  captchaRef,
  shown = true,
}: {
  captchaRef: Ref<CaptchaHandle>;
  shown?: boolean;
}) {
  const { t } = useAuthT();
  if (!shown || !captchaEnabled()) return null;
  return (
    <Form.Item
      name={CAPTCHA_FIELD}
      rules={[{ required: true, message: t('captcha.required') }]}
      style={{ marginBottom: 16 }}
    >
      <CaptchaInput captchaRef={captchaRef} />
    </Form.Item>
  );
}

/** A token is single-use: after every failed submit show a fresh challenge and drop the old token. */
export function useCaptchaReset(form: FormInstance) {
  const captchaRef = useRef<CaptchaHandle>(null);
  const resetCaptcha = useCallback(() => {
    captchaRef.current?.reset();
    if (captchaEnabled()) form.setFieldValue(CAPTCHA_FIELD, undefined);
  }, [form]);
  return { captchaRef, resetCaptcha };
}
