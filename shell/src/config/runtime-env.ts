export interface RuntimeEnv {
  registryUrl: string;
  apiBaseUrl: string;
  captcha: { enabled: boolean; siteKey: string; chinaDomain: boolean };
  supportContact: string;
}

const DEFAULTS: RuntimeEnv = {
  registryUrl: '/registry.json',
  apiBaseUrl: '',
  captcha: { enabled: false, siteKey: '', chinaDomain: false },
  supportContact: 'support@example.com',
};

/** Settings from `env.js`, which deploy writes per environment. */
export function readRuntimeEnv(): RuntimeEnv {
  const fromPage = (window as { __ENV__?: Partial<RuntimeEnv> }).__ENV__ ?? {};
  return { ...DEFAULTS, ...fromPage, captcha: { ...DEFAULTS.captcha, ...fromPage.captcha } };
}
