import type { FastifyInstance } from 'fastify';

/**
 * The platform's Content-Security-Policy, the same as deploy/nginx/platform.conf.template's (the
 * nginx test compares them). Only the captcha is external: Google's reCAPTCHA (www.google.com, its
 * assets on www.gstatic.com) or www.recaptcha.net where Google is blocked. style-src needs
 * 'unsafe-inline' for antd's CSS-in-JS; scripts stay strict (no inline, no eval).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://www.google.com https://www.gstatic.com https://www.recaptcha.net",
  'frame-src https://www.google.com https://www.recaptcha.net',
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https://www.gstatic.com",
  "font-src 'self' data:",
  "connect-src 'self' https://www.google.com https://www.recaptcha.net",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Sent on every answer of a front: pages, files, proxied API answers and errors alike. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // frame-ancestors 'none' says it; this for browsers that predate it.
  'x-frame-options': 'DENY',
};

/** Headers that only tell an attacker what runs inside. */
const BANNERS = ['server', 'x-powered-by'];

/**
 * Adds the security headers to every reply of `app` (call before registering routes: plugins
 * registered later inherit the hook). A proxied answer that has its own CSP (an avatar file:
 * `default-src 'none'; sandbox`) keeps it and gets the platform's too: a browser enforces both.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    for (const name of BANNERS) reply.removeHeader(name);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      const own = reply.getHeader(name);
      if (name === 'content-security-policy' && typeof own === 'string' && own !== value)
        reply.header(name, [own, value]);
      else reply.header(name, value);
    }
    return payload;
  });
}
