import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { startFileOf } from '../web/start-script';

const TEMPLATES = path.resolve(import.meta.dirname, '../../nginx');

/**
 * Substitutes `${NAME}` for the upper-case names given, like envsubst with a list of variables:
 * nginx's own `$uri`, `$host` stay. A `${NAME}` left without a value is an error, not an empty string.
 */
export function renderTemplate(text: string, vars: Record<string, string>): string {
  return text.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`nginx template: no value for \${${name}}`);
    return value;
  });
}

export interface NginxSite {
  /** Folder for the rendered config, pid, logs and temp files. */
  runDir: string;
  listen: string;
  shellDir: string;
  cdnDir: string;
  registryFile: string;
  apiUpstream: string;
  corsOrigin?: string;
  /**
   * Load balancers or CDNs in front of nginx whose X-Forwarded-For is believed (addresses or
   * CIDRs, TRUSTED_PROXIES). None: nginx faces the clients and uses the socket's address.
   */
  trustedProxies?: readonly string[];
}

const ADDRESS_OR_CIDR =
  /^(?:[0-9]{1,3}(?:\.[0-9]{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)(?:\/[0-9]{1,3})?$/;

/** The `${REAL_IP}` directives: the client's address from X-Forwarded-For, only via these peers. */
export function realIpDirectives(trustedProxies: readonly string[] = []): string {
  if (trustedProxies.length === 0) return '';
  for (const p of trustedProxies)
    if (!ADDRESS_OR_CIDR.test(p)) throw new Error(`nginx: not an address or CIDR: ${p}`);
  return [
    ...trustedProxies.map((p) => `set_real_ip_from ${p};`),
    'real_ip_header X-Forwarded-For;',
    'real_ip_recursive on;',
  ].join(' ');
}

/** Debian's libnginx-mod-http-brotli-static, or NGINX_BROTLI_MODULE; null when not installed. */
export const brotliModule = (): string | null =>
  process.env.NGINX_BROTLI_MODULE ??
  ['/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'].find((p) => existsSync(p)) ??
  null;

/** Writes `platform.conf` and a complete `nginx.conf` around it into `runDir`; returns the latter. */
export function writeNginxConfig(site: NginxSite): string {
  mkdirSync(site.runDir, { recursive: true });
  const brotli = brotliModule();
  const vars = {
    LISTEN: site.listen,
    SHELL_DIR: site.shellDir,
    CDN_DIR: site.cdnDir.replace(/\/+$/, ''),
    REGISTRY_FILE: site.registryFile,
    START_FILE: startFileOf(site.registryFile),
    API_UPSTREAM: site.apiUpstream,
    CORS_ORIGIN: site.corsOrigin ?? '*',
    REAL_IP: realIpDirectives(site.trustedProxies),
    RUN_DIR: site.runDir,
    RUN_USER: userInfo().username,
    MIME_TYPES: existsSync('/etc/nginx/mime.types') ? '/etc/nginx/mime.types' : 'mime.types',
    LOAD_MODULES: brotli ? `load_module ${brotli};` : '',
    BROTLI_STATIC: brotli ? 'brotli_static on;' : '',
  };
  const render = (name: string) =>
    renderTemplate(readFileSync(path.join(TEMPLATES, name), 'utf8'), vars);
  writeFileSync(path.join(site.runDir, 'platform.conf'), render('platform.conf.template'));
  const main = path.join(site.runDir, 'nginx.conf');
  writeFileSync(main, render('nginx.conf.template'));
  return main;
}
