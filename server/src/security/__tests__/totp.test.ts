import { open, seal } from '../secret-box';
import {
  base32Decode,
  base32Encode,
  matchTotp,
  newTotpSecret,
  otpauthUrl,
  totpCode,
  totpStep,
} from '../totp';

// RFC 6238 appendix B, SHA-1 seed "12345678901234567890"; 6-digit codes are the last 6 digits.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));
const at = (seconds: number) => new Date(seconds * 1000);

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC test vectors', () => {
    for (const [seconds, code] of [
      [59, '287082'],
      [1111111109, '081804'],
      [1111111111, '050471'],
      [1234567890, '005924'],
      [2000000000, '279037'],
    ] as const) {
      expect(totpCode(RFC_SECRET, totpStep(at(seconds)))).toBe(code);
    }
  });

  it('base32 round-trips, case-insensitively, and refuses other characters', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret.toLowerCase()))).toBe(secret);
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(() => base32Decode('not base32!')).toThrow();
  });

  it('accepts ±window steps, only after the last used step', () => {
    const now = at(1_800_000_000);
    const step = totpStep(now);
    const code = (offset: number) => totpCode(RFC_SECRET, step + offset);
    expect(matchTotp(RFC_SECRET, code(0), now, 1, null)).toBe(step);
    expect(matchTotp(RFC_SECRET, code(-1), now, 1, null)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, code(1), now, 1, null)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, code(2), now, 1, null)).toBeNull();
    expect(matchTotp(RFC_SECRET, code(-2), now, 1, null)).toBeNull();
    // Replay: the step was used already.
    expect(matchTotp(RFC_SECRET, code(0), now, 1, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, code(1), now, 1, step)).toBe(step + 1);
  });

  it('builds the otpauth URI of authenticator apps', () => {
    const url = new URL(otpauthUrl({ issuer: 'Partner Platform', account: 'demo', secret: 'ABC' }));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Partner Platform:demo');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: 'ABC',
      issuer: 'Partner Platform',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});

describe('secret box (AES-256-GCM)', () => {
  const key = Buffer.alloc(32, 1);

  it('round-trips and never stores the plaintext', () => {
    const sealed = seal(key, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(seal(key, 'JBSWY3DPEHPK3PXP')).not.toBe(sealed); // random IV
    expect(open(key, sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another key or an altered box', () => {
    const sealed = seal(key, 'secret');
    expect(() => open(Buffer.alloc(32, 2), sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => open(key, parts.join('.'))).toThrow();
  });
});
