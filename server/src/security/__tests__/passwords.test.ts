import { FAST_SCRYPT, hashPassword, verifyPassword } from '../passwords';

describe('passwords', () => {
  it('stores scrypt$N$r$p$salt$hash with a random salt', async () => {
    const a = await hashPassword('correct horse', FAST_SCRYPT);
    const b = await hashPassword('correct horse', FAST_SCRYPT);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('correct horse', FAST_SCRYPT);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('uses N=2^15 by default', async () => {
    expect(await hashPassword('x')).toMatch(/^scrypt\$32768\$8\$1\$/);
  });

  it('never matches a malformed or absurd hash', async () => {
    for (const stored of [
      '',
      'plain',
      'bcrypt$1$2$3$4$5',
      'scrypt$1024$8$1$c2FsdA$c2hvcnQ',
      'scrypt$99999999$8$1$c2FsdA$' + 'A'.repeat(43),
    ]) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });
});
