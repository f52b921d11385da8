import type { Language } from 'shared-api/contract';
import type { Mail } from './mailer';
import { escapeHtml } from './escape-html';

type Texts = { subject: string; greeting: string; body: string; action: string; ignore: string };

const TEXTS: Record<Language, Texts> = {
  ru: {
    subject: 'Попытка регистрации с вашим адресом',
    greeting: 'Здравствуйте, {name}!',
    body: 'Кто-то пытался зарегистрироваться с вашим адресом электронной почты, но у вас уже есть аккаунт. Если это были вы, войдите или восстановите пароль по ссылке:',
    action: 'Восстановить пароль',
    ignore: 'Если это были не вы, просто проигнорируйте это письмо: ваш аккаунт не изменён.',
  },
  en: {
    subject: 'Someone tried to sign up with your address',
    greeting: 'Hello, {name}!',
    body: 'Someone tried to sign up with your email address, but you already have an account. If it was you, sign in or reset your password with this link:',
    action: 'Reset password',
    ignore: 'If it was not you, ignore this email: your account has not changed.',
  },
  de: {
    subject: 'Registrierungsversuch mit Ihrer Adresse',
    greeting: 'Hallo, {name}!',
    body: 'Jemand hat versucht, sich mit Ihrer E-Mail-Adresse zu registrieren, aber Sie haben bereits ein Konto. Wenn Sie das waren, melden Sie sich an oder setzen Sie Ihr Passwort über diesen Link zurück:',
    action: 'Passwort zurücksetzen',
    ignore:
      'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Konto wurde nicht geändert.',
  },
  es: {
    subject: 'Alguien intentó registrarse con su dirección',
    greeting: '¡Hola, {name}!',
    body: 'Alguien intentó registrarse con su correo electrónico, pero usted ya tiene una cuenta. Si fue usted, inicie sesión o restablezca su contraseña con este enlace:',
    action: 'Restablecer contraseña',
    ignore: 'Si no fue usted, ignore este correo: su cuenta no ha cambiado.',
  },
  vt: {
    subject: 'Có người đã thử đăng ký bằng địa chỉ của bạn',
    greeting: 'Xin chào, {name}!',
    body: 'Có người đã thử đăng ký bằng địa chỉ email của bạn, nhưng bạn đã có tài khoản. Nếu đó là bạn, hãy đăng nhập hoặc đặt lại mật khẩu qua liên kết này:',
    action: 'Đặt lại mật khẩu',
    ignore: 'Nếu đó không phải là bạn, hãy bỏ qua email này: tài khoản của bạn không thay đổi.',
  },
};

/**
 * To the owner of an email someone signed up with again: the signup answers as if it were new
 * (no account enumeration), and the owner learns of it here, with the forgot-password page.
 */
export function registrationAttemptMail(input: {
  to: string;
  name: string;
  language: Language;
  /** The forgot-password page. */
  link: string;
}): Mail {
  const t = TEXTS[input.language];
  const text = [
    t.greeting.replace('{name}', input.name),
    '',
    t.body,
    input.link,
    '',
    t.ignore,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(t.greeting).replace('{name}', escapeHtml(input.name))}</p>`,
    `<p>${escapeHtml(t.body)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(t.action)}</a></p>`,
    `<p>${escapeHtml(t.ignore)}</p>`,
  ].join('\n');
  return { to: input.to, subject: t.subject, text, html, link: input.link };
}
