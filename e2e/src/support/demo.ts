/** The demo seed's logins (README, server seed). */
export const DEMO = {
  admin: { login: 'admin', password: 'admin-demo-2026' },
  support: { login: 'support', password: 'support-demo-2026' },
  partner: { login: 'demo', password: 'partner-demo-2026', code: 'DEMO0001' },
} as const;

/** Unique enough for one run on a fresh database. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
