import type { Language, SupportContacts } from 'shared-api/contract';
import { escapeHtml } from './escape-html';
import type { Mail } from './mailer';
import { maskEmail } from './mask-email';
import { supportContactLines } from './support-contact-lines';

/**
 * `notYou` leads the support contacts the back-office set. `noContacts` is for none set: what a
 * partner can still do when the sign-in email is no longer theirs. The login and password did not
 * change, so the cabinet's support section is still open to them; who cannot sign in has their
 * sponsor (every partner has one), who can write to support from their own cabinet.
 */
type Texts = {
  subject: string;
  greeting: string;
  body: string;
  notYou: string;
  noContacts: string;
};

/** {name} and {email} (the new address, masked) are filled in. */
const TEXTS: Record<Language, Texts> = {
  ru: {
    subject: 'Адрес для входа в аккаунт изменён',
    greeting: 'Здравствуйте, {name}!',
    body: 'Адрес электронной почты, с которым вы входите в аккаунт, изменён на {email}. Письма об аккаунте теперь приходят на новый адрес.',
    notYou: 'Если вы не просили об этом изменении, свяжитесь со службой поддержки:',
    noContacts:
      'Если вы не просили об этом изменении, войдите в аккаунт по логину и паролю (не по этому адресу) и напишите в службу поддержки в разделе «Поддержка» личного кабинета. Если войти не получается, попросите партнёра, который вас пригласил, обратиться в поддержку за вас.',
  },
  en: {
    subject: 'Your sign-in email was changed',
    greeting: 'Hello, {name}!',
    body: 'The email address you sign in with was changed to {email}. Mail about your account now goes to the new address.',
    notYou: 'If you did not ask for this change, contact support:',
    noContacts:
      'If you did not ask for this change, sign in with your login and password (not with this address) and write to support in the Support section of your cabinet. If you cannot sign in, ask the partner who invited you to contact support for you.',
  },
  de: {
    subject: 'Ihre Anmelde-E-Mail-Adresse wurde geändert',
    greeting: 'Hallo, {name}!',
    body: 'Die E-Mail-Adresse, mit der Sie sich anmelden, wurde in {email} geändert. E-Mails zu Ihrem Konto gehen jetzt an die neue Adresse.',
    notYou: 'Wenn Sie diese Änderung nicht veranlasst haben, wenden Sie sich an den Support:',
    noContacts:
      'Wenn Sie diese Änderung nicht veranlasst haben, melden Sie sich mit Ihrem Login und Passwort an (nicht mit dieser Adresse) und schreiben Sie dem Support im Bereich „Support“ Ihres Kabinetts. Wenn Sie sich nicht anmelden können, bitten Sie den Partner, der Sie eingeladen hat, sich für Sie an den Support zu wenden.',
  },
  es: {
    subject: 'Se ha cambiado su correo de inicio de sesión',
    greeting: '¡Hola, {name}!',
    body: 'El correo electrónico con el que inicia sesión se ha cambiado a {email}. Los correos sobre su cuenta llegan ahora a la nueva dirección.',
    notYou: 'Si no solicitó este cambio, contacte con soporte:',
    noContacts:
      'Si no solicitó este cambio, inicie sesión con su usuario y contraseña (no con esta dirección) y escriba a soporte en la sección «Soporte» de su gabinete. Si no puede iniciar sesión, pida al socio que le invitó que contacte con soporte por usted.',
  },
  vt: {
    subject: 'Email đăng nhập của bạn đã được thay đổi',
    greeting: 'Xin chào, {name}!',
    body: 'Địa chỉ email bạn dùng để đăng nhập đã được đổi thành {email}. Thư về tài khoản của bạn giờ được gửi đến địa chỉ mới.',
    notYou: 'Nếu bạn không yêu cầu thay đổi này, hãy liên hệ bộ phận hỗ trợ:',
    noContacts:
      'Nếu bạn không yêu cầu thay đổi này, hãy đăng nhập bằng tên đăng nhập và mật khẩu (không dùng địa chỉ này) rồi viết cho bộ phận hỗ trợ trong mục "Hỗ trợ" của tài khoản. Nếu bạn không thể đăng nhập, hãy nhờ đối tác đã mời bạn liên hệ bộ phận hỗ trợ giúp bạn.',
  },
};

/**
 * To the OLD address when a partner's sign-in email changes: a password reset now goes to the
 * new one, so the owner must learn of it while the old mailbox is still theirs. The new address
 * is masked (the old mailbox may be someone else's by now) and there is no link: nothing in it
 * acts on the account. The support contacts (as the admin typed them, escaped in HTML) say whom
 * to tell; without any, `noContacts` says what the partner can do instead.
 */
export function emailChangedMail(input: {
  to: string;
  name: string;
  language: Language;
  newEmail: string;
  support: SupportContacts;
}): Mail {
  const t = TEXTS[input.language];
  // Replacer functions: a `$&` in a name is text, not a replacement pattern.
  const fill = (s: string) =>
    s.replace('{name}', () => input.name).replace('{email}', () => maskEmail(input.newEmail));
  const greeting = fill(t.greeting);
  const body = fill(t.body);
  const contacts = supportContactLines(input.support, input.language);
  const notYou = contacts.length ? [t.notYou, ...contacts] : [t.noContacts];
  const text = [greeting, '', body, '', ...notYou].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p>${notYou.map(escapeHtml).join('<br>')}</p>`,
  ].join('\n');
  return { to: input.to, subject: t.subject, text, html, link: null };
}
