// Default runtime settings; each environment's deploy replaces this file (never cached).
window.__ENV__ = {
  registryUrl: '/registry.json',
  apiBaseUrl: '',
  captcha: { enabled: false, siteKey: '', chinaDomain: false },
  supportContact: 'support@example.com',
};
