/** The part of Google reCAPTCHA v2's global `grecaptcha` that explicit rendering uses. */
export interface GrecaptchaRenderParams {
  sitekey: string;
  callback?: (token: string) => void;
  'expired-callback'?: () => void;
  'error-callback'?: () => void;
  theme?: 'light' | 'dark';
  size?: 'normal' | 'compact';
}

export interface Grecaptcha {
  render(container: HTMLElement, params: GrecaptchaRenderParams): number;
  reset(widgetId?: number): void;
  /** Present once api.js has run; calls back when the library is fully loaded. */
  ready?(callback: () => void): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    ___grecaptcha_cfg?: unknown;
  }
}
