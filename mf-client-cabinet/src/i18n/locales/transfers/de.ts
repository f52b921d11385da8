import type { LocaleShape } from 'shared-ui';
import type { transfersEn } from './en';

export const transfersDe: LocaleShape<typeof transfersEn> = {
  transfer: {
    title: 'Neue Überweisung',
    amount: 'Betrag, GTC',
    recipient: 'Partner-ID',
    recipientHint: 'Partnercode oder Login des Empfängers',
    recipientFound: 'Empfänger: {{name}} ({{login}}, {{code}})',
    recipientChecking: 'Partner wird gesucht…',
    confirmTitle: '{{amount}} an {{login}} senden?',
    confirmText:
      '{{name}} erhält den Betrag sofort; eine Überweisung lässt sich nicht rückgängig machen.',
    confirmOk: 'Senden',
    code: '2FA-Code',
    submit: 'Überweisen',
    done: 'Betrag überwiesen',
    history: {
      title: 'Überweisungsverlauf',
      direction: 'Richtung',
      in: 'Erhalten',
      out: 'Gesendet',
      empty: 'Noch keine Überweisungen',
      loadFailed: 'Der Überweisungsverlauf konnte nicht geladen werden',
    },
  },
};
