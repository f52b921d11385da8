import type { Language } from 'shared-api/contract';
import type { Mail } from './mailer';
import { escapeHtml } from './escape-html';

type Texts = { subject: string; greeting: string; body: string; action: string };

/** {usdt}, {gtc} and {id} are filled in; amounts are already formatted. */
const TEXTS: Record<Language, Texts> = {
  ru: {
    subject: 'Ваше пополнение зачислено',
    greeting: 'Здравствуйте, {name}!',
    body: 'Мы получили {usdt} USDT по заявке на пополнение №{id} и зачислили {gtc} GTC на ваш кошелёк.',
    action: 'Открыть финансы',
  },
  en: {
    subject: 'Your deposit has arrived',
    greeting: 'Hello, {name}!',
    body: 'We received {usdt} USDT for deposit request #{id} and credited {gtc} GTC to your wallet.',
    action: 'Open finance',
  },
  de: {
    subject: 'Ihre Einzahlung ist eingegangen',
    greeting: 'Hallo, {name}!',
    body: 'Wir haben {usdt} USDT für die Einzahlungsanfrage Nr. {id} erhalten und Ihrem Wallet {gtc} GTC gutgeschrieben.',
    action: 'Finanzen öffnen',
  },
  es: {
    subject: 'Su depósito ha llegado',
    greeting: '¡Hola, {name}!',
    body: 'Recibimos {usdt} USDT para la solicitud de depósito n.º {id} y acreditamos {gtc} GTC en su billetera.',
    action: 'Abrir finanzas',
  },
  vt: {
    subject: 'Khoản nạp của bạn đã đến',
    greeting: 'Xin chào, {name}!',
    body: 'Chúng tôi đã nhận {usdt} USDT cho yêu cầu nạp tiền #{id} và đã ghi có {gtc} GTC vào ví của bạn.',
    action: 'Mở tài chính',
  },
};

/** To the partner once a deposit is credited from the chain (the "money arrived" notice). */
export function depositArrivedMail(input: {
  to: string;
  name: string;
  language: Language;
  depositId: number;
  /** Formatted amounts (e.g. "100.5"). */
  usdt: string;
  gtc: string;
  /** The cabinet's finance page. */
  link: string;
}): Mail {
  const t = TEXTS[input.language];
  const greeting = t.greeting.replace('{name}', input.name);
  const body = t.body
    .replace('{usdt}', input.usdt)
    .replace('{gtc}', input.gtc)
    .replace('{id}', String(input.depositId));
  const text = [greeting, '', body, input.link].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(t.action)}</a></p>`,
  ].join('\n');
  return { to: input.to, subject: t.subject, text, html, link: input.link };
}
