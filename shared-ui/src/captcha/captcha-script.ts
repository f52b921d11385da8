import { BCP47, type Language } from '../i18n/languages';
import type { Grecaptcha } from './grecaptcha';

export interface CaptchaScriptOptions {
  lang: Language;
  /** Load from www.recaptcha.net, which is reachable from mainland China. */
  chinaDomain?: boolean;
  /** Give up when the library is not ready after this long. */
  timeoutMs?: number;
}

/** Spec §1: the captcha script could not be loaded or is unavailable. */
export class CaptchaUnavailableError extends Error {
  constructor(reason: string) {
    super(`Captcha unavailable: ${reason}`);
    this.name = 'CaptchaUnavailableError';
  }
}

const SCRIPT_MARK = 'data-captcha-script';
const DEFAULT_TIMEOUT_MS = 20_000;

/** Spec §1: explicit rendering and a language parameter ('vt' is 'vi' to Google). */
export function captchaScriptUrl({ lang, chinaDomain = false }: CaptchaScriptOptions): string {
  const origin = chinaDomain ? 'https://www.recaptcha.net' : 'https://www.google.com';
  const query = new URLSearchParams({ render: 'explicit', hl: BCP47[lang] });
  return `${origin}/recaptcha/api.js?${query.toString()}`;
}

let current: { url: string; promise: Promise<Grecaptcha> } | null = null;

/**
 * Removes the loaded script and library. The language is fixed when api.js loads, so another
 * language needs a fresh load; tests use it to start clean.
 */
export function forgetCaptchaScript() {
  current = null;
  document.querySelectorAll(`script[${SCRIPT_MARK}]`).forEach((s) => s.remove());
  delete window.grecaptcha;
  delete window.___grecaptcha_cfg;
}

/**
 * Loads reCAPTCHA v2 for explicit rendering. Resolves with `grecaptcha` once it can render;
 * rejects with `CaptchaUnavailableError` when the script fails to load, when `grecaptcha` is
 * missing after load, or when it does not become ready in time. A failed load is not cached.
 */
export function loadCaptchaScript(options: CaptchaScriptOptions): Promise<Grecaptcha> {
  const url = captchaScriptUrl(options);
  if (current?.url === url) return current.promise;
  forgetCaptchaScript();

  const promise = new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      clearTimeout(timer);
      reject(new CaptchaUnavailableError(reason));
    };
    const timer = setTimeout(
      () => fail('not ready in time'),
      options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    );
    const succeed = () => {
      const library = window.grecaptcha;
      if (library && typeof library.render === 'function') {
        clearTimeout(timer);
        resolve(library);
      } else fail('grecaptcha is not available after load');
    };

    script.setAttribute(SCRIPT_MARK, '');
    script.src = url;
    script.async = true;
    script.defer = true;
    script.addEventListener('error', () => fail('the script failed to load'));
    script.addEventListener('load', () => {
      const library = window.grecaptcha;
      if (!library) fail('grecaptcha is not available after load');
      else if (typeof library.ready === 'function') library.ready(succeed);
      else succeed();
    });
    document.head.appendChild(script);
  });

  const entry = { url, promise };
  current = entry;
  promise.catch(() => {
    if (current === entry) current = null; // the next attempt loads again
  });
  return promise;
}
