import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { platformConfig } from '../config/platform-config';
import { currentLanguage, useT } from '../i18n/i18n';
import { isLanguage } from '../i18n/languages';
import { Notice } from '../primitives/notice';
import { captchaScriptUrl, loadCaptchaScript } from './captcha-script';
import type { Grecaptcha } from './grecaptcha';

export interface CaptchaHandle {
  /** Shows a fresh challenge: a token is single-use, so call this after a failed submit. */
  reset(): void;
}

export interface CaptchaProps {
  /** The solved token, or null when it expires, errors or the widget is rendered again. */
  onToken: (token: string | null) => void;
  ref?: Ref<CaptchaHandle>;
  theme?: 'light' | 'dark';
}

/** Whether forms must show the captcha and send its token (otherwise the server skips the check). */
export function captchaEnabled(): boolean {
  return platformConfig().captcha.enabled;
}

/**
 * Google reCAPTCHA v2, rendered explicitly with the site key of `platformConfig().captcha`, in the
 * current language (rendered again when it changes). Renders nothing when the captcha is off and
 * the translated `captcha.unavailable` message when the script cannot be loaded.
 */
export function Captcha({ onToken, ref, theme }: CaptchaProps) {
  const { t, i18n } = useT();
  const { enabled, siteKey, chinaDomain } = platformConfig().captcha;
  const lang = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  const url = captchaScriptUrl({ lang, chinaDomain });
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<{ library: Grecaptcha; id: number } | null>(null);
  const latestOnToken = useRef(onToken);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  useEffect(() => {
    latestOnToken.current = onToken;
  });

  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        if (widget.current) widget.current.library.reset(widget.current.id);
      },
    }),
    [],
  );

  useEffect(() => {
    const container = host.current;
    if (!enabled || !container) return;
    let active = true;
    // grecaptcha renders once per element: a fresh one for every language.
    const element = document.createElement('div');
    container.appendChild(element);
    loadCaptchaScript({ lang, chinaDomain })
      .then((library) => {
        if (!active) return;
        widget.current = {
          library,
          id: library.render(element, {
            sitekey: siteKey,
            ...(theme ? { theme } : {}),
            callback: (token) => latestOnToken.current(token),
            'expired-callback': () => latestOnToken.current(null),
            'error-callback': () => latestOnToken.current(null),
          }),
        };
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.error(error);
        setFailedUrl(url);
      });
    return () => {
      active = false;
      widget.current = null;
      element.remove();
      latestOnToken.current(null);
    };
  }, [enabled, siteKey, chinaDomain, lang, url, theme]);

  if (!enabled) return null;
  return (
    <>
      {failedUrl === url && <Notice type="warning" role="alert" title={t('captcha.unavailable')} />}
      <div ref={host} data-testid="captcha" />
    </>
  );
}
