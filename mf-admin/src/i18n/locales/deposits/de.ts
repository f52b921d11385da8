import type { LocaleShape } from 'shared-ui';
import type { depositsEn } from './en';

export const depositsDe: LocaleShape<typeof depositsEn> = {
  deposits: {
    empty: 'Noch keine Einzahlungen',
    loadFailed: 'Die Einzahlungen konnten nicht geladen werden',
    rateText: '1 USDT = {{rate}} GTC',
    processingText: '{{min}}–{{max}} Min.',
    estimate: '(Schätzung bis zum Abschluss)',
    confirmTitle: 'Zahlung bestätigen',
    creditPreview: 'Gutschrift:',
    txHash: 'Transaktions-Hash (optional)',
    txHashHint: 'Die TRC20-Transaktions-ID: 64 Hexadezimalzeichen',
    confirm: 'Bestätigen und gutschreiben',
    confirmDialog: '{{credit}} an {{login}} gutschreiben?',
    confirmed: 'Einzahlung bestätigt',
    rejectTitle: 'Antrag ablehnen',
    rejectDialog: 'Einzahlung #{{id}} von {{login}} ablehnen?',
    reasonHint: 'Der Partner sieht diesen Grund',
    rejected: 'Einzahlung abgelehnt',
    closed: 'Status dieser Einzahlung: {{status}}. Es gibt nichts zu bearbeiten.',
    stateRefused: 'Diese Einzahlung wurde bereits bearbeitet oder ist abgelaufen.',
    /** The confirm's refusal: also a chain payment to the address still undecided. */
    confirmRefused:
      'Diese Einzahlung wurde bereits bearbeitet oder ist abgelaufen, oder eine Zahlung an ihre Adresse wartet in der Chain-Warteschlange: Entscheiden Sie sie dort.',
    columns: {
      id: 'ID',
      createdAt: 'Erstellt',
      partner: 'Partner',
      amount: 'Betrag',
      fee: 'Gebühr',
      rate: 'Kurs',
      credit: 'Gutschrift in GTC',
      wallet: 'Plattform-Wallet',
      txHash: 'Transaktions-Hash',
      status: 'Status',
      expiresAt: 'Zahlbar bis',
      paidAt: 'Als bezahlt gemeldet',
      processing: 'Bearbeitungszeit',
      completedAt: 'Abgeschlossen',
      note: 'Vermerk',
      transaction: 'Buchungstransaktion',
      actions: 'Aktionen',
    },
  },
};
