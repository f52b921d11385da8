import { act } from '@testing-library/react';
import { forgetCaptchaScript } from '../captcha/captcha-script';
import type { Grecaptcha, GrecaptchaRenderParams } from '../captcha/grecaptcha';
import { platformConfig, setPlatformConfig } from '../config/platform-config';

export interface FakeCaptcha {
  grecaptcha: Grecaptcha;
  /** Every `grecaptcha.render` call, in order. */
  renders: { element: HTMLElement; params: GrecaptchaRenderParams }[];
  /** Widget ids passed to `grecaptcha.reset`. */
  resets: (number | undefined)[];
  /** The captcha script elements on the page (jsdom never loads them). */
  scripts(): HTMLScriptElement[];
  /** Makes the pending script "load" with this fake `grecaptcha` installed. */
  load(): Promise<void>;
  /** Makes the pending script fail to load. */
  fail(): Promise<void>;
  /** Solves the last rendered widget with `token`. */
  solve(token: string): Promise<void>;
  /** Restores the previous settings and removes the script and library. */
  uninstall(): void;
}

/** Turns the captcha on with a fake reCAPTCHA, for testing forms and the wrapper without network. */
export function installFakeCaptcha({
  siteKey = 'test-site-key',
  chinaDomain = false,
} = {}): FakeCaptcha {
  const previous = platformConfig();
  setPlatformConfig({ ...previous, captcha: { enabled: true, siteKey, chinaDomain } });
  forgetCaptchaScript();
  const renders: FakeCaptcha['renders'] = [];
  const resets: FakeCaptcha['resets'] = [];
  const grecaptcha: Grecaptcha = {
    render: (element, params) => renders.push({ element, params }) - 1,
    reset: (id) => void resets.push(id),
    ready: (callback) => callback(),
  };
  const scripts = () =>
    Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-captcha-script]'));
  const fire = async (type: 'load' | 'error') => {
    await act(async () => {
      if (type === 'load') window.grecaptcha = grecaptcha;
      scripts().forEach((s) => s.dispatchEvent(new Event(type)));
    });
  };
  return {
    grecaptcha,
    renders,
    resets,
    scripts,
    load: () => fire('load'),
    fail: () => fire('error'),
    solve: async (token) => {
      const last = renders[renders.length - 1];
      if (!last) throw new Error('no captcha widget was rendered');
      await act(async () => last.params.callback?.(token));
    },
    uninstall: () => {
      forgetCaptchaScript();
      setPlatformConfig(previous);
    },
  };
}
