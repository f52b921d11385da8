import type { Language } from 'shared-api/contract';
import type { PasswordLinkPurpose } from '../db/schema';
import type { Mail } from './mailer';
import { escapeHtml } from './escape-html';

type Texts = {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
};

const TEXTS: Record<PasswordLinkPurpose, Record<Language, Texts>> = {
  set: {
    ru: {
      subject: 'Установите пароль',
      greeting: 'Здравствуйте, {name}!',
      body: 'Чтобы завершить регистрацию, установите пароль по ссылке:',
      action: 'Установить пароль',
      expiry: 'Ссылка действует {hours} часов и срабатывает один раз.',
      ignore: 'Если вы не регистрировались, просто проигнорируйте это письмо.',
    },
    en: {
      subject: 'Set your password',
      greeting: 'Hello, {name}!',
      body: 'To finish signing up, set your password with this link:',
      action: 'Set password',
      expiry: 'The link works once and expires in {hours} hours.',
      ignore: 'If you did not sign up, ignore this email.',
    },
    de: {
      subject: 'Legen Sie Ihr Passwort fest',
      greeting: 'Hallo, {name}!',
      body: 'Um die Registrierung abzuschließen, legen Sie Ihr Passwort über diesen Link fest:',
      action: 'Passwort festlegen',
      expiry: 'Der Link funktioniert einmal und läuft in {hours} Stunden ab.',
      ignore: 'Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.',
    },
    es: {
      subject: 'Establezca su contraseña',
      greeting: '¡Hola, {name}!',
      body: 'Para completar el registro, establezca su contraseña con este enlace:',
      action: 'Establecer contraseña',
      expiry: 'El enlace funciona una vez y caduca en {hours} horas.',
      ignore: 'Si no se ha registrado, ignore este correo.',
    },
    vt: {
      subject: 'Đặt mật khẩu của bạn',
      greeting: 'Xin chào, {name}!',
      body: 'Để hoàn tất đăng ký, hãy đặt mật khẩu qua liên kết này:',
      action: 'Đặt mật khẩu',
      expiry: 'Liên kết chỉ dùng được một lần và hết hạn sau {hours} giờ.',
      ignore: 'Nếu bạn không đăng ký, hãy bỏ qua email này.',
    },
  },
  reset: {
    ru: {
      subject: 'Сброс пароля',
      greeting: 'Здравствуйте, {name}!',
      body: 'Чтобы задать новый пароль, перейдите по ссылке:',
      action: 'Задать новый пароль',
      expiry: 'Ссылка действует {hours} часов и срабатывает один раз.',
      ignore: 'Если вы не запрашивали сброс пароля, просто проигнорируйте это письмо.',
    },
    en: {
      subject: 'Reset your password',
      greeting: 'Hello, {name}!',
      body: 'To choose a new password, follow this link:',
      action: 'Choose a new password',
      expiry: 'The link works once and expires in {hours} hours.',
      ignore: 'If you did not ask for a password reset, ignore this email.',
    },
    de: {
      subject: 'Passwort zurücksetzen',
      greeting: 'Hallo, {name}!',
      body: 'Um ein neues Passwort zu wählen, folgen Sie diesem Link:',
      action: 'Neues Passwort wählen',
      expiry: 'Der Link funktioniert einmal und läuft in {hours} Stunden ab.',
      ignore: 'Wenn Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail.',
    },
    es: {
      subject: 'Restablezca su contraseña',
      greeting: '¡Hola, {name}!',
      body: 'Para elegir una nueva contraseña, siga este enlace:',
      action: 'Elegir nueva contraseña',
      expiry: 'El enlace funciona una vez y caduca en {hours} horas.',
      ignore: 'Si no solicitó restablecer la contraseña, ignore este correo.',
    },
    vt: {
      subject: 'Đặt lại mật khẩu',
      greeting: 'Xin chào, {name}!',
      body: 'Để chọn mật khẩu mới, hãy mở liên kết này:',
      action: 'Chọn mật khẩu mới',
      expiry: 'Liên kết chỉ dùng được một lần và hết hạn sau {hours} giờ.',
      ignore: 'Nếu bạn không yêu cầu đặt lại mật khẩu, hãy bỏ qua email này.',
    },
  },
};

export function passwordLinkMail(input: {
  to: string;
  name: string;
  language: Language;
  purpose: PasswordLinkPurpose;
  link: string;
  hours: number;
}): Mail {
  const t = TEXTS[input.purpose][input.language];
  const fill = (s: string, html: boolean) =>
    s
      .replace('{name}', html ? escapeHtml(input.name) : input.name)
      .replace('{hours}', String(input.hours));
  const text = [
    fill(t.greeting, false),
    '',
    t.body,
    input.link,
    '',
    fill(t.expiry, false),
    t.ignore,
  ].join('\n');
  const href = escapeHtml(input.link);
  const html = [
    `<p>${fill(t.greeting, true)}</p>`,
    `<p>${escapeHtml(t.body)}</p>`,
    `<p><a href="${href}">${escapeHtml(t.action)}</a></p>`,
    `<p>${escapeHtml(fill(t.expiry, false))}<br>${escapeHtml(t.ignore)}</p>`,
  ].join('\n');
  return { to: input.to, subject: t.subject, text, html, link: input.link };
}
