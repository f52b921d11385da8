import type { Language } from 'shared-api/contract';
import { escapeHtml } from './escape-html';
import type { Mail } from './mailer';

type Texts = { subject: string; greeting: string; body: string; action: string };

/** {id} and {subject} are filled in. */
const TEXTS: Record<Language, Texts> = {
  ru: {
    subject: 'Ответ службы поддержки по обращению №{id}',
    greeting: 'Здравствуйте, {name}!',
    body: 'Служба поддержки ответила на ваше обращение №{id} «{subject}».',
    action: 'Открыть обращение',
  },
  en: {
    subject: 'Support has answered your ticket #{id}',
    greeting: 'Hello, {name}!',
    body: 'Support has answered your ticket #{id} "{subject}".',
    action: 'Open the ticket',
  },
  de: {
    subject: 'Der Support hat auf Ihr Ticket Nr. {id} geantwortet',
    greeting: 'Hallo, {name}!',
    body: 'Der Support hat auf Ihr Ticket Nr. {id} „{subject}“ geantwortet.',
    action: 'Ticket öffnen',
  },
  es: {
    subject: 'Soporte ha respondido a su ticket n.º {id}',
    greeting: '¡Hola, {name}!',
    body: 'Soporte ha respondido a su ticket n.º {id} «{subject}».',
    action: 'Abrir el ticket',
  },
  vt: {
    subject: 'Bộ phận hỗ trợ đã trả lời yêu cầu #{id} của bạn',
    greeting: 'Xin chào, {name}!',
    body: 'Bộ phận hỗ trợ đã trả lời yêu cầu #{id} "{subject}" của bạn.',
    action: 'Mở yêu cầu',
  },
};

/**
 * To the partner when the back-office answers a ticket. The answer itself stays in the cabinet
 * (it may hold account details a mailbox should not keep): the mail only points to it.
 */
export function supportAnsweredMail(input: {
  to: string;
  name: string;
  language: Language;
  ticketId: number;
  subject: string;
  /** The ticket in the cabinet. */
  link: string;
}): Mail {
  const t = TEXTS[input.language];
  // Replacer functions: a `$&` in a subject is text, not a replacement pattern.
  const fill = (s: string) =>
    s
      .replace('{name}', () => input.name)
      .replace('{id}', () => String(input.ticketId))
      .replace('{subject}', () => input.subject);
  const greeting = fill(t.greeting);
  const body = fill(t.body);
  const text = [greeting, '', body, input.link].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(t.action)}</a></p>`,
  ].join('\n');
  return { to: input.to, subject: fill(t.subject), text, html, link: input.link };
}
