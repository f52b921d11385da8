// What the public pages (sign-in, signup, legal texts) and the shell's start-up render: no antd,
// so /login downloads none of it (issue 14). The root entry ('shared-ui') re-exports all of this
// with the antd parts for the signed-in screens; both are singletons the shell provides, one
// instance of everything behind them. A test keeps antd out of this entry's imports.
export * from './i18n/i18n';
export * from './i18n/languages';
export * from './i18n/use-localized';
export * from './i18n/locale-shape';
export type { CommonLocale } from './i18n/common-locale';
export type { LocaleLoaders } from './i18n/namespace-loaders';
export { messageKey } from './i18n/message-code';
export * from './providers/public-providers';
export * from './components/error-boundary';
export * from './components/language-switcher';
export * from './components/panel';
export * from './components/remote-unavailable';
export * from './components/status-pages';
export * from './components/support-contact-links';
export * from './validation/field-rules';
export * from './errors/api-error-text';
export * from './errors/error-alert';
export * from './format/money';
export * from './config/platform-config';
export * from './captcha';
export * from './primitives/button';
export * from './primitives/field';
export * from './primitives/notice';
export * from './primitives/result';
export * from './primitives/spinner';
export * from './primitives/use-form';
export { showToast } from './primitives/toast';
export type { Status } from './primitives/status-icon';
