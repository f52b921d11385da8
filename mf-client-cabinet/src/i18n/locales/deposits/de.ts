import type { LocaleShape } from 'shared-ui';
import type { depositsEn } from './en';

export const depositsDe: LocaleShape<typeof depositsEn> = {
  deposit: {
    loadFailed: 'Die Aufladedaten konnten nicht geladen werden',
    info: {
      title: 'Mit USDT aufladen',
      network: 'Netzwerk',
      min: 'Mindestbetrag',
      fee: 'Gebühr',
      rate: 'Kurs',
      rateValue: '1 USDT = {{rate}} GTC',
      timer: 'Zahlungsfrist',
      timerValue: '{{count}} Minuten',
      processing: 'Bearbeitungszeit',
    },
    form: {
      amount: 'Aufladebetrag, USDT',
      submit: 'Zahlungsdaten anzeigen',
    },
    request: {
      title: 'Aufladeantrag Nr. {{id}}',
      sendExactly:
        'Senden Sie genau {{amount}} im Netzwerk {{network}} an diese Adresse, bevor der Timer abläuft.',
      qrLabel: 'QR-Code der Wallet-Adresse',
      address: 'Wallet-Adresse',
      network: 'Netzwerk',
      amount: 'Zu zahlender Betrag',
      rate: 'Kurs',
      fee: 'Gebühr',
      credit: 'Gutzuschreibende GTC',
      timeLeft: 'Verbleibende Zahlungszeit',
      expired: 'Die Zahlungsfrist ist abgelaufen. Erstellen Sie einen neuen Antrag.',
      processing: 'Die Bearbeitung dauert nach der Zahlung {{range}}.',
      txHash: 'Transaktions-Hash (optional)',
      txHashHint: 'Hilft, Ihre Zahlung schneller zu finden',
      paid: 'Ich habe bezahlt',
      paidDone: 'Danke! Ihre Zahlung wird geprüft.',
      pendingText:
        'Wir prüfen Ihre Zahlung: Das dauert {{range}}. GTC werden nach der Bestätigung gutgeschrieben.',
      newRequest: 'Neue Aufladung',
    },
    status: {
      'awaiting-payment': 'Wartet auf Zahlung',
      pending: 'Wird geprüft',
      completed: 'Abgeschlossen',
      rejected: 'Abgelehnt',
      expired: 'Abgelaufen',
    },
    history: {
      title: 'Aufladeverlauf',
      amount: 'Bezahlt, USDT',
      credit: 'Gutgeschrieben, GTC',
      txHash: 'Transaktions-Hash',
      empty: 'Noch keine Aufladungen',
      loadFailed: 'Der Aufladeverlauf konnte nicht geladen werden',
    },
  },
};
