/** Checks a captcha token with the provider. Injected into buildApp so tests can fake it. */
export interface CaptchaVerifier {
  verify(token: string, remoteIp: string): Promise<boolean>;
}

type FetchFn = (
  url: string,
  init: { method: 'POST'; body: URLSearchParams },
) => Promise<{
  ok: boolean;
  json(): Promise<unknown>;
}>;

/** The provider's `siteverify` endpoint (reCAPTCHA-compatible: POST secret, response, remoteip). */
export class SiteverifyCaptchaVerifier implements CaptchaVerifier {
  constructor(
    private readonly secret: string,
    private readonly verifyUrl: string,
    private readonly fetchFn: FetchFn = fetch,
  ) {}

  async verify(token: string, remoteIp: string): Promise<boolean> {
    const body = new URLSearchParams({ secret: this.secret, response: token, remoteip: remoteIp });
    const res = await this.fetchFn(this.verifyUrl, { method: 'POST', body });
    if (!res.ok) return false;
    const data = await res.json();
    return typeof data === 'object' && data !== null && 'success' in data && data.success === true;
  }
}

/** Used when CAPTCHA_ENABLED is off: verification is skipped before it is called. */
export const noCaptcha: CaptchaVerifier = { verify: () => Promise.resolve(true) };
