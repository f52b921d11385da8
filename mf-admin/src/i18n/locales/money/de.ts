import type { LocaleShape } from 'shared-ui';
import type { moneyEn } from './en';

export const moneyDe: LocaleShape<typeof moneyEn> = {
  money: {
    process: 'Bearbeiten',
    reject: 'Ablehnen',
    reason: 'Grund',
    filters: {
      partnerId: 'Partner-ID',
      status: 'Status',
      kind: 'Art',
      currency: 'Währung',
    },
    form: {
      invalidPercent: 'Ein Prozentsatz von 0 bis 100 mit höchstens 2 Nachkommastellen, z. B. 0,45',
      range: 'Eine ganze Zahl von {{min}} bis {{max}}',
      length: '{{min}} bis {{max}} Zeichen',
    },
    kinds: {
      deposit: 'Einzahlung',
      transfer: 'Überweisung',
      'withdrawal-reserve': 'Auszahlung reserviert',
      'withdrawal-release': 'Auszahlungsreserve zurückgegeben',
      'withdrawal-payout': 'Auszahlung ausgezahlt',
      accrual: 'Tagesbonus',
      'linear-bonus': 'Bonus für Partnerkauf',
      'binary-bonus': 'Binärbonus',
      'career-reward': 'Karriereprämie',
      'mentor-reward': 'Mentorprämie',
      'package-purchase': 'Paketkauf',
      'package-upgrade': 'Paket-Upgrade',
      adjustment: 'Guthabenkorrektur',
      reversal: 'Storno',
    },
    statuses: {
      'awaiting-payment': 'Wartet auf Zahlung',
      pending: 'In Bearbeitung',
      completed: 'Abgeschlossen',
      rejected: 'Abgelehnt',
      expired: 'Abgelaufen',
      cancelled: 'Storniert',
    },
  },
};
