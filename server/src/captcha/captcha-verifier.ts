/** Checks a captcha token with the provider. Injected into buildApp so tests can fake it. */
export interface CaptchaVerifier {
  verify(token: string, remoteIp: string): Promise<boolean>;
}

type FetchFn = (
  url: string,
  init: { method: 'POST'; body: URLSearchParams; signal: AbortSignal },
) => Promise<{
  ok: boolean;
  json(): Promise<unknown>;
}>;

/**
 * The longest the provider is waited for. A sign-in counted before it is judged stops counting
 * once older than any judging takes (failure-reservation.ts): a verification left to hang made a
 * live guess look abandoned, and the guesses after it were checks beyond the limit.
 */
export const CAPTCHA_TIMEOUT_MS = 5_000;

/** The provider's `siteverify` endpoint (reCAPTCHA-compatible: POST secret, response, remoteip). */
export class SiteverifyCaptchaVerifier implements CaptchaVerifier {
  constructor(
    private readonly secret: string,
    private readonly verifyUrl: string,
    private readonly fetchFn: FetchFn = fetch,
    private readonly timeoutMs = CAPTCHA_TIMEOUT_MS,
  ) {}

  /** Rejects when the provider does not answer within the timeout (requireCaptcha: refused). */
  async verify(token: string, remoteIp: string): Promise<boolean> {
    const body = new URLSearchParams({ secret: this.secret, response: token, remoteip: remoteIp });
    const signal = AbortSignal.timeout(this.timeoutMs);
    const res = await this.fetchFn(this.verifyUrl, { method: 'POST', body, signal });
    if (!res.ok) return false;
    const data = await res.json();
    return typeof data === 'object' && data !== null && 'success' in data && data.success === true;
  }
}

/** Used when CAPTCHA_ENABLED is off: verification is skipped before it is called. */
export const noCaptcha: CaptchaVerifier = { verify: () => Promise.resolve(true) };
