import type { FastifyBaseLogger } from 'fastify';
import { testConfig } from '../../testing/test-config';
import { SiteverifyCaptchaVerifier } from '../captcha-verifier';
import { requireCaptcha } from '../require-captcha';

const log = { warn: jest.fn() } as unknown as FastifyBaseLogger;

describe('SiteverifyCaptchaVerifier', () => {
  it('posts secret, response and remote IP and reads success', async () => {
    const calls: { url: string; body: string }[] = [];
    const verifier = new SiteverifyCaptchaVerifier(
      'sekret',
      'https://captcha.test/siteverify',
      async (url, init) => {
        calls.push({ url, body: init.body.toString() });
        return { ok: true, json: async () => ({ success: init.body.get('response') === 'good' }) };
      },
    );
    expect(await verifier.verify('good', '1.2.3.4')).toBe(true);
    expect(await verifier.verify('bad', '1.2.3.4')).toBe(false);
    expect(calls[0]).toEqual({
      url: 'https://captcha.test/siteverify',
      body: 'secret=sekret&response=good&remoteip=1.2.3.4',
    });
  });

  it('fails on an HTTP error', async () => {
    const verifier = new SiteverifyCaptchaVerifier('s', 'https://c.test', async () => ({
      ok: false,
      json: async () => ({ success: true }),
    }));
    expect(await verifier.verify('t', 'ip')).toBe(false);
  });

  it('gives up on a provider that does not answer', async () => {
    // A fetch that answers only its abort, as fetch does.
    const hanging = (_url: string, init: { signal?: AbortSignal }) =>
      new Promise<never>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      });
    const verifier = new SiteverifyCaptchaVerifier('s', 'https://c.test', hanging, 50);
    let timer: NodeJS.Timeout | undefined;
    const hung = new Promise((resolve) => {
      timer = setTimeout(() => resolve('still waiting'), 2_000);
    });
    try {
      await expect(Promise.race([verifier.verify('t', 'ip'), hung])).rejects.toThrow();
    } finally {
      // Left running, the 2 s timer outlived the file and jest force-exited its worker.
      clearTimeout(timer);
    }
  });
});

describe('requireCaptcha', () => {
  const enabled = testConfig({
    captcha: { enabled: true, secret: 's', verifyUrl: 'https://c.test' },
  });
  const failing = { verify: jest.fn(async () => false) };

  it('skips verification when disabled', async () => {
    await expect(
      requireCaptcha({ config: testConfig(), captcha: failing }, undefined, 'ip', log),
    ).resolves.toBeUndefined();
    expect(failing.verify).not.toHaveBeenCalled();
  });

  it('refuses with CAPTCHA_FAILED when the verifier throws', async () => {
    const throwing = { verify: async () => Promise.reject(new Error('network down')) };
    await expect(
      requireCaptcha({ config: enabled, captcha: throwing }, 'token', 'ip', log),
    ).rejects.toMatchObject({
      statusCode: 422,
      code: 'CAPTCHA_FAILED',
    });
  });
});
