import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Captcha, type CaptchaHandle } from '../captcha/captcha';
import {
  CaptchaUnavailableError,
  captchaScriptUrl,
  forgetCaptchaScript,
  loadCaptchaScript,
} from '../captcha/captcha-script';
import { platformConfig, setPlatformConfig } from '../config/platform-config';
import { setLanguage } from '../i18n/i18n';
import { AppProviders } from '../providers/app-providers';
import { installFakeCaptcha, type FakeCaptcha } from '../testing';

const scripts = () =>
  Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-captcha-script]'));
const fire = (type: 'load' | 'error') => scripts().forEach((s) => s.dispatchEvent(new Event(type)));

afterEach(() => forgetCaptchaScript());

describe('captchaScriptUrl', () => {
  it('asks Google for explicit rendering in the given language', () => {
    const url = new URL(captchaScriptUrl({ lang: 'de' }));
    expect(url.origin).toBe('https://www.google.com');
    expect(url.pathname).toBe('/recaptcha/api.js');
    expect(url.searchParams.get('render')).toBe('explicit');
    expect(url.searchParams.get('hl')).toBe('de');
  });

  it("maps the product's 'vt' to Google's 'vi'", () => {
    expect(new URL(captchaScriptUrl({ lang: 'vt' })).searchParams.get('hl')).toBe('vi');
  });

  it('uses the China-friendly domain when it is on', () => {
    const url = new URL(captchaScriptUrl({ lang: 'ru', chinaDomain: true }));
    expect(url.origin).toBe('https://www.recaptcha.net');
    expect(url.searchParams.get('render')).toBe('explicit');
    expect(url.searchParams.get('hl')).toBe('ru');
  });
});

describe('loadCaptchaScript', () => {
  const fake = { render: jest.fn(() => 0), reset: jest.fn(), ready: (cb: () => void) => cb() };

  it('adds one script and resolves with grecaptcha once it has loaded', async () => {
    const loading = loadCaptchaScript({ lang: 'en' });
    expect(loadCaptchaScript({ lang: 'en' })).toBe(loading); // one load per URL
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]!.src).toBe('https://www.google.com/recaptcha/api.js?render=explicit&hl=en');
    window.grecaptcha = fake;
    fire('load');
    await expect(loading).resolves.toBe(fake);
  });

  it('rejects when the script fails to load, and loads again on the next call', async () => {
    const loading = loadCaptchaScript({ lang: 'en' });
    fire('error');
    await expect(loading).rejects.toBeInstanceOf(CaptchaUnavailableError);
    expect(loadCaptchaScript({ lang: 'en' })).not.toBe(loading);
  });

  it('rejects when grecaptcha is unavailable after the script loaded', async () => {
    const loading = loadCaptchaScript({ lang: 'en' });
    fire('load');
    await expect(loading).rejects.toThrow('grecaptcha is not available');
  });

  it('rejects when the library never becomes ready', async () => {
    jest.useFakeTimers();
    try {
      const loading = loadCaptchaScript({ lang: 'en', timeoutMs: 1000 });
      window.grecaptcha = { ...fake, ready: () => {} };
      fire('load');
      jest.advanceTimersByTime(1000);
      await expect(loading).rejects.toThrow('not ready in time');
    } finally {
      jest.useRealTimers();
    }
  });

  it('replaces the script for another language', () => {
    void loadCaptchaScript({ lang: 'en' }).catch(() => {});
    void loadCaptchaScript({ lang: 'es' }).catch(() => {});
    expect(scripts().map((s) => new URL(s.src).searchParams.get('hl'))).toEqual(['es']);
  });
});

describe('<Captcha>', () => {
  let captcha: FakeCaptcha;
  beforeEach(() => {
    setLanguage('en');
    captcha = installFakeCaptcha({ siteKey: 'site-key-123' });
  });
  afterEach(() => captcha.uninstall());

  it('renders the widget explicitly with the site key and reports tokens', async () => {
    const onToken = jest.fn();
    render(
      <AppProviders>
        <Captcha onToken={onToken} />
      </AppProviders>,
    );
    expect(captcha.scripts()).toHaveLength(1);
    await captcha.load();
    await waitFor(() => expect(captcha.renders).toHaveLength(1));
    const { element, params } = captcha.renders[0]!;
    expect(params.sitekey).toBe('site-key-123');
    expect(screen.getByTestId('captcha')).toContainElement(element);

    await captcha.solve('token-1');
    expect(onToken).toHaveBeenLastCalledWith('token-1');
    act(() => params['expired-callback']?.());
    expect(onToken).toHaveBeenLastCalledWith(null);
  });

  it('resets the widget through its handle', async () => {
    let handle: CaptchaHandle | null = null;
    render(
      <AppProviders>
        <Captcha
          onToken={() => {}}
          ref={(h) => {
            handle = h;
          }}
        />
      </AppProviders>,
    );
    await captcha.load();
    await waitFor(() => expect(captcha.renders).toHaveLength(1));
    act(() => handle!.reset());
    expect(captcha.resets).toEqual([0]);
  });

  it('shows the translated message when the script cannot be loaded', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppProviders>
        <Captcha onToken={() => {}} />
      </AppProviders>,
    );
    await captcha.fail();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The captcha could not be loaded. Check your connection and reload the page.',
    );
    expect(consoleError).toHaveBeenCalledWith(expect.any(CaptchaUnavailableError));
    consoleError.mockRestore();
  });

  it('renders again in the new language', async () => {
    function Form() {
      const [token, setToken] = useState<string | null>(null);
      return (
        <>
          <Captcha onToken={setToken} />
          <output>{token ?? 'none'}</output>
        </>
      );
    }
    render(
      <AppProviders>
        <Form />
      </AppProviders>,
    );
    await captcha.load();
    await captcha.solve('first');
    expect(screen.getByText('first')).toBeInTheDocument();

    act(() => setLanguage('vt'));
    const [script] = captcha.scripts();
    expect(new URL(script!.src).searchParams.get('hl')).toBe('vi');
    await captcha.load();
    await waitFor(() => expect(captcha.renders).toHaveLength(2));
    expect(captcha.renders[0]!.element.isConnected).toBe(false);
    expect(captcha.renders[1]!.element.isConnected).toBe(true);
    expect(screen.getByText('none')).toBeInTheDocument(); // the old token is dropped
  });
});

describe('<Captcha> switched off', () => {
  it('renders nothing and loads no script', () => {
    const previous = platformConfig();
    setPlatformConfig({
      ...previous,
      captcha: { enabled: false, siteKey: 'k', chinaDomain: false },
    });
    const { container } = render(<Captcha onToken={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    expect(scripts()).toHaveLength(0);
    setPlatformConfig(previous);
  });
});
