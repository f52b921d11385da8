// Everything of shared-ui for the signed-in screens: the public entry (no antd) and the parts
// drawn with antd. The public pages import 'shared-ui/public' only.
export * from './public';
export * from './providers/app-providers';
export * from './providers/theme';
export * from './components/icon';
export * from './components/unsaved-changes-guard';
export * from './validation/rules';
export * from './validation/use-rules';
export * from './validation/verdict';
export * from './errors/apply-field-errors';
export * from './layout';
