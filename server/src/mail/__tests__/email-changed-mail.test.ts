import { LANGUAGES } from 'shared-api/contract';
import { emailChangedMail } from '../email-changed-mail';
import { maskEmail } from '../mask-email';

describe('maskEmail', () => {
  it('keeps the first letters and the top-level domain', () => {
    expect(maskEmail('anna.berg@example.com')).toBe('a***@e***.com');
    expect(maskEmail('x@mail.example.co.uk')).toBe('x***@m***.uk');
  });
});

describe('emailChangedMail', () => {
  it.each(LANGUAGES)('names the masked new address in %s, without a link', (language) => {
    const mail = emailChangedMail({
      to: 'old@example.com',
      name: 'Ann',
      language,
      newEmail: 'new.owner@other.org',
    });
    expect(mail).toMatchObject({ to: 'old@example.com', link: null });
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Ann');
      expect(body).toContain('n***@o***.org');
      expect(body).not.toContain('new.owner');
      expect(body).not.toMatch(/https?:|href=/);
    }
  });

  it('escapes the name in HTML and keeps a $ pattern as text', () => {
    const mail = emailChangedMail({
      to: 'a@b.c',
      name: '<b>$&</b>',
      language: 'en',
      newEmail: 'n@o.org',
    });
    expect(mail.html).toContain('&lt;b&gt;$&amp;&lt;/b&gt;');
    expect(mail.text).toContain('<b>$&</b>');
  });
});
