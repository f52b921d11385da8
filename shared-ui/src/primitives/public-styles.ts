import { TOKENS as T } from './tokens';

/**
 * The public pages' look without antd: the theme's tokens as CSS variables and the few classes
 * the primitives (button, field, notice, result, spinner) use, drawn like antd's so that a
 * partner going from /login into the cabinet sees one design. One stylesheet, added once when
 * shared-ui loads (`pp-` for "partner platform").
 */
const CSS = `
:root{--pp-primary:${T.colorPrimary};--pp-primary-hover:${T.colorPrimaryHover};--pp-primary-bg:${T.colorPrimaryBg};--pp-text:${T.colorText};--pp-text-secondary:${T.colorTextSecondary};--pp-placeholder:${T.colorTextPlaceholder};--pp-border:${T.colorBorder};--pp-border-secondary:${T.colorBorderSecondary};--pp-bg-layout:${T.colorBgLayout};--pp-bg:${T.colorBgContainer};--pp-radius:${T.borderRadius}px;--pp-font:${T.fontFamily};--pp-error:${T.colorError};--pp-error-bg:${T.colorErrorBg};--pp-error-border:${T.colorErrorBorder};--pp-success:${T.colorSuccess};--pp-success-bg:${T.colorSuccessBg};--pp-success-border:${T.colorSuccessBorder};--pp-warning:${T.colorWarning};--pp-warning-bg:${T.colorWarningBg};--pp-warning-border:${T.colorWarningBorder};--pp-info:${T.colorInfo};--pp-info-bg:${T.colorInfoBg};--pp-info-border:${T.colorInfoBorder}}
body{font-family:var(--pp-font);color:var(--pp-text)}
.pp-root{font-family:var(--pp-font);font-size:14px;line-height:1.5715;color:var(--pp-text);-webkit-font-smoothing:antialiased}
.pp-root a{color:var(--pp-primary);text-decoration:none}
.pp-root a:hover{color:var(--pp-primary-hover);text-decoration:underline}
.pp-root :focus-visible{outline:2px solid var(--pp-primary);outline-offset:1px}
.pp-link{color:var(--pp-primary);text-decoration:none}
.pp-link:hover{color:var(--pp-primary-hover);text-decoration:underline}
.pp-title{margin:0 0 .5em;color:var(--pp-text);font-weight:600;line-height:1.25}
.pp-p{margin:0 0 1em}
.pp-secondary{color:var(--pp-text-secondary)}
.pp-success-text{color:var(--pp-success)}
.pp-panel{background:var(--pp-bg);border:1px solid var(--pp-border-secondary);border-radius:var(--pp-radius);padding:24px;box-sizing:border-box}
.pp-btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;box-sizing:border-box;height:32px;padding:4px 15px;font:inherit;line-height:1.5715;border:1px solid var(--pp-border);border-radius:var(--pp-radius);background:var(--pp-bg);color:var(--pp-text);cursor:pointer;white-space:nowrap;box-shadow:0 2px 0 rgba(0,0,0,.02);transition:color .2s,background-color .2s,border-color .2s}
.pp-root a.pp-btn{text-decoration:none;color:var(--pp-text)}
.pp-btn:hover,.pp-root a.pp-btn:hover{color:var(--pp-primary);border-color:var(--pp-primary);text-decoration:none}
.pp-btn-primary,.pp-root a.pp-btn-primary{background:var(--pp-primary);border-color:var(--pp-primary);color:#fff}
.pp-btn-primary:hover,.pp-root a.pp-btn-primary:hover{background:var(--pp-primary-hover);border-color:var(--pp-primary-hover);color:#fff}
.pp-btn-text,.pp-btn-link{background:transparent;border-color:transparent;box-shadow:none}
.pp-btn-text:hover,.pp-root a.pp-btn-text:hover{background:rgba(0,0,0,.06);border-color:transparent;color:var(--pp-text)}
.pp-btn-link,.pp-root a.pp-btn-link{color:var(--pp-primary)}
.pp-btn-link:hover{border-color:transparent;color:var(--pp-primary-hover)}
.pp-btn-lg{height:40px;padding:6px 15px;font-size:16px}
.pp-btn-sm{height:24px;padding:0 7px}
.pp-btn-block{display:flex;width:100%}
.pp-btn:disabled{cursor:not-allowed;opacity:.65}
.pp-btn:disabled:hover{color:inherit;border-color:var(--pp-border)}
.pp-btn-primary:disabled:hover{background:var(--pp-primary);border-color:var(--pp-primary);color:#fff}
.pp-btn[aria-busy=true]{cursor:progress;opacity:.8}
.pp-field{margin-bottom:24px}
.pp-label{display:block;padding-bottom:8px}
.pp-input{box-sizing:border-box;display:block;width:100%;height:32px;padding:4px 11px;font:inherit;color:var(--pp-text);background:var(--pp-bg);border:1px solid var(--pp-border);border-radius:var(--pp-radius);transition:border-color .2s,box-shadow .2s}
.pp-input::placeholder{color:var(--pp-placeholder)}
.pp-input:hover{border-color:var(--pp-primary)}
.pp-root .pp-input:focus{outline:none;border-color:var(--pp-primary);box-shadow:0 0 0 2px rgba(9,105,218,.2)}
.pp-input[aria-invalid=true]{border-color:var(--pp-error)}
.pp-root .pp-input[aria-invalid=true]:focus{box-shadow:0 0 0 2px rgba(207,34,46,.15)}
.pp-input:disabled{background:rgba(0,0,0,.04);color:var(--pp-placeholder);cursor:not-allowed}
.pp-input-filled{background:rgba(0,0,0,.04);border-color:transparent}
.pp-input-mono{font-family:monospace;letter-spacing:2px}
.pp-password{position:relative}
.pp-password .pp-input{padding-inline-end:44px}
.pp-password-toggle{position:absolute;inset-inline-end:2px;top:2px;bottom:2px;width:40px;display:grid;place-items:center;padding:0;border:0;border-radius:var(--pp-radius);background:transparent;color:var(--pp-text-secondary);cursor:pointer}
.pp-password-toggle:hover{color:var(--pp-text)}
.pp-hint{margin-top:4px;color:var(--pp-text-secondary)}
.pp-field-error{margin-top:4px;color:var(--pp-error)}
.pp-row-2{display:grid;grid-template-columns:minmax(0,1fr);column-gap:16px}
.pp-notice{display:flex;align-items:flex-start;gap:8px;box-sizing:border-box;padding:8px 12px;margin-bottom:16px;border:1px solid;border-radius:var(--pp-radius);overflow-wrap:anywhere}
.pp-notice-described{padding:16px 20px;gap:12px}
.pp-notice-described .pp-notice-title{font-size:16px;margin-bottom:4px}
.pp-notice-body{flex:1;min-width:0}
.pp-notice-icon{flex:none;display:flex;margin-top:3px}
.pp-notice-described .pp-notice-icon{margin-top:2px}
.pp-notice-action{flex:none}
.pp-notice-error{background:var(--pp-error-bg);border-color:var(--pp-error-border)}
.pp-notice-error .pp-notice-icon{color:var(--pp-error)}
.pp-notice-warning{background:var(--pp-warning-bg);border-color:var(--pp-warning-border)}
.pp-notice-warning .pp-notice-icon{color:var(--pp-warning)}
.pp-notice-success{background:var(--pp-success-bg);border-color:var(--pp-success-border)}
.pp-notice-success .pp-notice-icon{color:var(--pp-success)}
.pp-notice-info{background:var(--pp-info-bg);border-color:var(--pp-info-border)}
.pp-notice-info .pp-notice-icon{color:var(--pp-info)}
.pp-toasts{position:fixed;top:8px;left:0;right:0;z-index:2010;display:flex;flex-direction:column;align-items:center;gap:8px;pointer-events:none}
.pp-toast{display:flex;align-items:center;gap:8px;padding:9px 12px;background:var(--pp-bg);border-radius:var(--pp-radius);box-shadow:0 6px 16px rgba(0,0,0,.08),0 3px 6px -4px rgba(0,0,0,.12);pointer-events:auto}
.pp-result{padding:48px 32px;text-align:center}
.pp-result-icon{display:flex;justify-content:center;margin-bottom:24px}
.pp-result-success .pp-result-icon{color:var(--pp-success)}
.pp-result-warning .pp-result-icon{color:var(--pp-warning)}
.pp-result-error .pp-result-icon{color:var(--pp-error)}
.pp-result-info .pp-result-icon{color:var(--pp-info)}
.pp-result-title{margin:0;font-size:24px;font-weight:400;line-height:1.33;color:var(--pp-text)}
.pp-result-subtitle{margin-top:8px;color:var(--pp-text-secondary)}
.pp-result-subtitle p{margin:0 0 .5em}
.pp-result-extra{display:flex;flex-wrap:wrap;justify-content:center;align-items:center;gap:8px;margin-top:24px}
.pp-spinner{display:inline-block;box-sizing:border-box;width:32px;height:32px;border:3px solid var(--pp-primary-bg);border-top-color:var(--pp-primary);border-radius:50%;animation:pp-spin .8s linear infinite}
.pp-spinner-sm{width:14px;height:14px;border-width:2px;border-color:currentColor;border-top-color:transparent}
.pp-centre{display:flex;justify-content:center;align-items:center;min-height:60vh}
.pp-skeleton{margin:0;padding:0;list-style:none}
.pp-skeleton li{height:16px;margin-bottom:16px;border-radius:4px;background:linear-gradient(90deg,rgba(0,0,0,.06) 25%,rgba(0,0,0,.12) 37%,rgba(0,0,0,.06) 63%);background-size:400% 100%;animation:pp-shimmer 1.4s ease infinite}
.pp-skeleton li:first-child{width:38%;height:24px}
.pp-skeleton li:last-child{width:61%}
@keyframes pp-spin{to{transform:rotate(360deg)}}
@keyframes pp-shimmer{0%{background-position:100% 50%}to{background-position:0 50%}}
@media (min-width:576px){.pp-row-2{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (max-width:575px){.pp-input{font-size:16px}}
@media (prefers-reduced-motion:reduce){.pp-spinner{animation-duration:3s}.pp-skeleton li{animation:none}.pp-btn,.pp-input{transition:none}}
`;

/** Adds the stylesheet to the page once (nothing outside a browser). */
export function addPublicStyles(): void {
  if (typeof document === 'undefined' || document.getElementById('pp-styles')) return;
  const style = document.createElement('style');
  style.id = 'pp-styles';
  style.textContent = CSS;
  document.head.appendChild(style);
}
