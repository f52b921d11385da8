// Test helpers for every package of the platform (import from 'shared-ui/testing', tests only).
export * from './render';
export * from './queries';
export * from './phone-screen';
export * from './locales';
export * from './mock-api';
export * from './fake-captcha';
export * from './fill';
