export * from './grecaptcha';
export * from './captcha-script';
export * from './captcha';
