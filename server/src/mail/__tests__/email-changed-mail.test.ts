import { LANGUAGES, type SupportContacts } from 'shared-api/contract';
import { emailChangedMail } from '../email-changed-mail';
import { maskEmail } from '../mask-email';

describe('maskEmail', () => {
  it('keeps the first letters and the top-level domain', () => {
    expect(maskEmail('anna.berg@example.com')).toBe('a***@e***.com');
    expect(maskEmail('x@mail.example.co.uk')).toBe('x***@m***.uk');
  });
});

const NONE: SupportContacts = { email: '', telegram: '', phone: '', hours: '' };

describe('emailChangedMail', () => {
  it.each(LANGUAGES)('names the masked new address in %s, without a link', (language) => {
    const mail = emailChangedMail({
      to: 'old@example.com',
      name: 'Ann',
      language,
      newEmail: 'new.owner@other.org',
      support: NONE,
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
      support: NONE,
    });
    expect(mail.html).toContain('&lt;b&gt;$&amp;&lt;/b&gt;');
    expect(mail.text).toContain('<b>$&</b>');
  });

  it.each(LANGUAGES)('lists the support contacts set, as plain text, in %s', (language) => {
    const support = {
      email: 'help@desk.example',
      telegram: '@desk_help',
      phone: '+49 30 1234567',
      hours: 'Mo–Fr 9–18',
    };
    const mail = emailChangedMail({
      to: 'a@b.c',
      name: 'Ann',
      language,
      newEmail: 'n@o.org',
      support,
    });
    const lines = mail.text.split('\n');
    for (const value of Object.values(support)) {
      expect(lines.some((line) => line.endsWith(`: ${value}`))).toBe(true);
      expect(mail.html).toContain(value);
    }
    expect(mail.html).not.toMatch(/https?:|href=|mailto:|tel:/);
  });

  it('escapes what the admin typed in HTML', () => {
    const mail = emailChangedMail({
      to: 'a@b.c',
      name: 'Ann',
      language: 'en',
      newEmail: 'n@o.org',
      support: { ...NONE, phone: '+1 555', hours: '<a href="https://evil.example">9–5</a> & $&' },
    });
    expect(mail.html).toContain(
      'Hours: &lt;a href=&quot;https://evil.example&quot;&gt;9–5&lt;/a&gt; &amp; $&amp;',
    );
    expect(mail.html).not.toContain('<a ');
    expect(mail.text).toContain('Phone: +1 555');
  });

  it.each(LANGUAGES)(
    'without a contact (hours alone reach nobody) says what the partner can do, in %s',
    (language) => {
      const withNone = emailChangedMail({
        to: 'a@b.c',
        name: 'Ann',
        language,
        newEmail: 'n@o.org',
        support: NONE,
      });
      const hoursOnly = emailChangedMail({
        to: 'a@b.c',
        name: 'Ann',
        language,
        newEmail: 'n@o.org',
        support: { ...NONE, hours: 'Mon–Fri' },
      });
      expect(hoursOnly.text).toBe(withNone.text);
      expect(withNone.text).not.toContain('Mon–Fri');
      // No dangling "contact support:" with nothing after it.
      expect(withNone.text.trimEnd()).not.toMatch(/:$/);
    },
  );

  it('points a partner without contacts to the cabinet and to their sponsor', () => {
    const mail = emailChangedMail({
      to: 'a@b.c',
      name: 'Ann',
      language: 'en',
      newEmail: 'n@o.org',
      support: NONE,
    });
    expect(mail.text).toContain('sign in with your login and password');
    expect(mail.text).toContain('Support section');
    expect(mail.text).toContain('the partner who invited you');
  });
});
