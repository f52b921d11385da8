import type { LocaleShape } from 'shared-ui';
import type { settingsEn } from './en';

export const settingsDe: LocaleShape<typeof settingsEn> = {
  financeSettings: {
    subtitle: 'Die Zahlen der Geldregeln; Änderungen gelten sofort für neue Vorgänge.',
    cannotRead:
      'Zum Lesen der Finanzeinstellungen ist zusätzlich die Berechtigung „Transaktionen anzeigen“ nötig.',
    updated: 'Aktualisiert',
    reset: 'Änderungen verwerfen',
    rateHint: 'GTC, die für 1 USDT einer Einzahlung gutgeschrieben werden',
    maxBelowMin: 'Darf nicht kleiner als das Minimum sein',
    sections: {
      general: 'Kurs, Überweisungen und Gutschriften',
      deposit: 'Einzahlungen',
      withdrawal: 'Auszahlungen',
    },
    fields: {
      rate: 'GTC pro 1 USDT',
      transferMin: 'Mindestüberweisung',
      accrualHours: 'Gutschriftintervall, Stunden',
      depositMin: 'Mindesteinzahlung',
      depositFee: 'Einzahlungsgebühr',
      wallet: 'Plattform-Wallet (TRC20)',
      network: 'Netzwerk',
      paymentMinutes: 'Zahlungsfrist, Minuten',
      processingMin: 'Bearbeitung ab, Minuten',
      processingMax: 'Bearbeitung bis, Minuten',
      withdrawalDays: 'Auszahlungstage im Monat',
      withdrawalMin: 'Mindestauszahlung',
      dailyLimit: 'Tägliches Auszahlungslimit pro Partner',
      feeUsdt: 'Gebühr einer USDT-Auszahlung',
      feeGtc: 'Gebühr einer GTC-Auszahlung',
      processingHours: 'Bearbeitungszeit, Stunden',
    },
  },
};
