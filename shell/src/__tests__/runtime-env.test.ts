import { readRuntimeEnv } from '../config/runtime-env';

afterEach(() => delete (window as { __ENV__?: unknown }).__ENV__);

it('takes env.js settings over the defaults, captcha field by field', () => {
  (window as { __ENV__?: unknown }).__ENV__ = {
    registryUrl: 'https://cdn.example.com/prod/registry.json',
    captcha: { enabled: true, siteKey: 'k' },
  };
  expect(readRuntimeEnv()).toEqual({
    registryUrl: 'https://cdn.example.com/prod/registry.json',
    apiBaseUrl: '',
    captcha: { enabled: true, siteKey: 'k', chinaDomain: false },
    supportContact: 'support@example.com',
  });
});

it('runs with the defaults when env.js is missing', () => {
  expect(readRuntimeEnv().registryUrl).toBe('/registry.json');
});
