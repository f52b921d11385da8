import { LANGUAGES, type Language } from 'shared-api/contract';
import { depositArrivedMail } from '../../../mail/deposit-arrived-mail';
import { emailChangedMail } from '../../../mail/email-changed-mail';
import type { Mail } from '../../../mail/mailer';
import { maskEmail } from '../../../mail/mask-email';
import { passwordLinkMail } from '../../../mail/password-link-mail';
import { registrationAttemptMail } from '../../../mail/registration-attempt-mail';
import { supportAnsweredMail } from '../../../mail/support-answered-mail';

/**
 * The outbox shows every reader a mail's subject and link (toMaskedOutboxMail) while it withholds
 * the recipient and body from one without view-partners: so no mail kind may put the partner's
 * data there. A new mail kind belongs in this list. (The link each sender passes in is the public
 URL, a fixed path and an id: send-*.ts.)
 */
const person = {
  to: 'sentinel.owner@example.org',
  name: 'Sentinelname',
  newEmail: 'sentinel.new@example.org',
  ticketSubject: 'Sentinel subject +44 20 7946 0958',
  support: { email: 'help@platform.test', telegram: '@help', phone: '+1 555 0100', hours: '9-18' },
};
const link = 'https://platform.test/page';

const mailsIn = (language: Language): Mail[] => [
  passwordLinkMail({ ...person, language, purpose: 'set', link, hours: 24 }),
  passwordLinkMail({ ...person, language, purpose: 'reset', link, hours: 24 }),
  registrationAttemptMail({ ...person, language, link }),
  emailChangedMail({ ...person, language }),
  depositArrivedMail({ ...person, language, depositId: 7, usdt: '100', gtc: '95', link }),
  supportAnsweredMail({ ...person, language, ticketId: 7, subject: person.ticketSubject, link }),
];

describe('what the outbox shows of a mail to every reader', () => {
  it.each(LANGUAGES)('holds none of the partner’s data in the subject or link (%s)', (language) => {
    const personal = [
      person.to,
      person.name,
      person.newEmail,
      maskEmail(person.newEmail),
      person.ticketSubject,
    ];
    for (const mail of mailsIn(language)) {
      for (const value of personal) {
        expect(mail.subject).not.toContain(value);
        expect(mail.link ?? '').not.toContain(value);
      }
    }
  });
});
