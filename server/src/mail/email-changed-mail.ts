import type { Language } from 'shared-api/contract';
import { escapeHtml } from './escape-html';
import type { Mail } from './mailer';
import { maskEmail } from './mask-email';

type Texts = { subject: string; greeting: string; body: string; notYou: string };

/** {name} and {email} (the new address, masked) are filled in. */
const TEXTS: Record<Language, Texts> = {
  ru: {
    subject: 'Адрес для входа в аккаунт изменён',
    greeting: 'Здравствуйте, {name}!',
    body: 'Адрес электронной почты, с которым вы входите в аккаунт, изменён на {email}. Письма об аккаунте теперь приходят на новый адрес.',
    notYou: 'Если вы не просили об этом изменении, свяжитесь со службой поддержки.',
  },
  en: {
    subject: 'Your sign-in email was changed',
    greeting: 'Hello, {name}!',
    body: 'The email address you sign in with was changed to {email}. Mail about your account now goes to the new address.',
    notYou: 'If you did not ask for this change, contact support.',
  },
  de: {
    subject: 'Ihre Anmelde-E-Mail-Adresse wurde geändert',
    greeting: 'Hallo, {name}!',
    body: 'Die E-Mail-Adresse, mit der Sie sich anmelden, wurde in {email} geändert. E-Mails zu Ihrem Konto gehen jetzt an die neue Adresse.',
    notYou: 'Wenn Sie diese Änderung nicht veranlasst haben, wenden Sie sich an den Support.',
  },
  es: {
    subject: 'Se ha cambiado su correo de inicio de sesión',
    greeting: '¡Hola, {name}!',
    body: 'El correo electrónico con el que inicia sesión se ha cambiado a {email}. Los correos sobre su cuenta llegan ahora a la nueva dirección.',
    notYou: 'Si no solicitó este cambio, contacte con soporte.',
  },
  vt: {
    subject: 'Email đăng nhập của bạn đã được thay đổi',
    greeting: 'Xin chào, {name}!',
    body: 'Địa chỉ email bạn dùng để đăng nhập đã được đổi thành {email}. Thư về tài khoản của bạn giờ được gửi đến địa chỉ mới.',
    notYou: 'Nếu bạn không yêu cầu thay đổi này, hãy liên hệ bộ phận hỗ trợ.',
  },
};

/**
 * To the OLD address when a partner's sign-in email changes: a password reset now goes to the
 * new one, so the owner must learn of it while the old mailbox is still theirs. The new address
 * is masked (the old mailbox may be someone else's by now) and there is no link: nothing in it
 * acts on the account.
 */
export function emailChangedMail(input: {
  to: string;
  name: string;
  language: Language;
  newEmail: string;
}): Mail {
  const t = TEXTS[input.language];
  // Replacer functions: a `$&` in a name is text, not a replacement pattern.
  const fill = (s: string) =>
    s.replace('{name}', () => input.name).replace('{email}', () => maskEmail(input.newEmail));
  const greeting = fill(t.greeting);
  const body = fill(t.body);
  const text = [greeting, '', body, '', t.notYou].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p>${escapeHtml(t.notYou)}</p>`,
  ].join('\n');
  return { to: input.to, subject: t.subject, text, html, link: null };
}
