import { useCallback, useState } from 'react';
import { Captcha, captchaEnabled, Field, type CaptchaHandle } from 'shared-ui/public';
import { useAuthT } from '../i18n';

/**
 * The captcha of a form: its token, the message when a submit has none, and a reset (a token is
 * single-use: after every failed submit show a fresh challenge and drop the old token). When the
 * captcha is off (platformConfig().captcha.enabled) every check passes and no token is sent: the
 * server skips the check.
 */
export function useCaptcha() {
  const { t } = useAuthT();
  // The widget's handle, as state (a callback ref): read in handlers only.
  const [handle, setHandle] = useState<CaptchaHandle | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onToken = useCallback((next: string | null) => {
    setToken(next);
    if (next) setError(null);
  }, []);

  /** Whether the form may be sent; says why not beside the captcha. */
  const check = (shown = true) => {
    const missing = shown && captchaEnabled() && !token;
    setError(missing ? t('captcha.required') : null);
    return !missing;
  };

  const reset = useCallback(() => {
    handle?.reset();
    setToken(null);
  }, [handle]);

  return { setHandle, token: token ?? undefined, error, onToken, check, reset };
}

export type CaptchaState = ReturnType<typeof useCaptcha>;

/**
 * The captcha in a form when it is on, nothing when it is off. `shown` false keeps it out until
 * the server asks for it (the sign-in forms, after CAPTCHA_REQUIRED).
 */
export function CaptchaField({
  captcha,
  shown = true,
}: {
  captcha: CaptchaState;
  shown?: boolean;
}) {
  const { error, setHandle, onToken } = captcha;
  if (!shown || !captchaEnabled()) return null;
  return (
    <Field id="captcha" error={error}>
      <Captcha ref={setHandle} onToken={onToken} />
    </Field>
  );
}
