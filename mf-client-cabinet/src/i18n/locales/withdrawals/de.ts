import type { LocaleShape } from 'shared-ui';
import type { withdrawalsEn } from './en';

export const withdrawalsDe: LocaleShape<typeof withdrawalsEn> = {
  withdraw: {
    loadFailed: 'Die Auszahlungsdaten konnten nicht geladen werden',
    window: {
      open: 'Auszahlungen sind geöffnet',
      openUntil: 'Bis {{date}}',
      closed: 'Auszahlungen sind derzeit geschlossen',
      nextOpens: 'Das nächste Fenster öffnet am {{date}}',
      countdown: 'In {{time}}',
      days: 'Auszahlungstage: der {{days}}. jedes Monats, 00:00–23:59 Serverzeit.',
      requested:
        'Sie haben in diesem Fenster bereits eine Auszahlung beantragt. Der nächste Antrag ist im nächsten Fenster möglich.',
      processing: 'Anträge werden innerhalb von {{count}} Stunden bearbeitet.',
    },
    limits: {
      min: 'Mindestbetrag',
      dailyLeft: 'Verbleibendes Tageslimit',
      balance: 'Verfügbare GTC',
    },
    form: {
      title: 'Neue Auszahlung',
      currency: 'Erhalten in',
      usdt: 'USDT (TRC20)',
      gtc: 'GTC',
      wallet: 'USDT-Wallet (TRC20)',
      walletHint: 'Beginnt mit T, 34 Zeichen',
      amount: 'Betrag, GTC',
      code: '2FA-Code',
      fee: 'Gebühr ({{percent}})',
      receive: 'Sie erhalten',
      submit: 'Auszahlung beantragen',
    },
    confirm: {
      title: 'Auszahlung bestätigen',
      ok: 'Bestätigen',
    },
    created: 'Auszahlungsantrag erstellt',
    status: {
      pending: 'In Bearbeitung',
      cancelled: 'Storniert',
      completed: 'Abgeschlossen',
      rejected: 'Abgelehnt',
    },
    history: {
      title: 'Auszahlungsverlauf',
      currency: 'Währung',
      amount: 'Betrag, GTC',
      receive: 'Zu erhalten',
      wallet: 'Wallet',
      actions: 'Aktionen',
      cancel: 'Stornieren',
      cancelTitle: 'Diesen Auszahlungsantrag stornieren?',
      cancelText: 'Der reservierte Betrag geht auf Ihr GTC-Guthaben zurück.',
      keep: 'Behalten',
      cancelled: 'Storniert',
      empty: 'Noch keine Auszahlungen',
      loadFailed: 'Der Auszahlungsverlauf konnte nicht geladen werden',
    },
  },
};
