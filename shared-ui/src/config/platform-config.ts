/** Per-environment settings the shell reads from env.js and every remote reads from here. */
export interface PlatformConfig {
  captcha: { enabled: boolean; siteKey: string; chinaDomain: boolean };
  supportContact: string;
}

let config: PlatformConfig = {
  captcha: { enabled: false, siteKey: '', chinaDomain: false },
  supportContact: 'support@example.com',
};

export function setPlatformConfig(next: PlatformConfig) {
  config = next;
}

export function platformConfig(): PlatformConfig {
  return config;
}
