import type { LocaleShape } from 'shared-ui';
import type { statisticsEn } from './en';

export const statisticsDe: LocaleShape<typeof statisticsEn> = {
  statistics: {
    loadFailed: 'Die Statistik konnte nicht geladen werden',
    period: 'Zeitraum',
    from: 'Von',
    to: 'Bis',
    presets: {
      day: 'Tag',
      week: 'Woche',
      month: 'Monat',
      year: 'Jahr',
    },
    totals: {
      newPartners: 'Neue Partner',
      activePartners: 'Aktive Partner',
      packagesSold: 'Verkaufte Pakete',
      packagesAmount: 'Verkaufte Pakete, Betrag',
      deposits: 'Einzahlungen',
      withdrawals: 'Auszahlungen',
    },
    bonusesTitle: 'Ausgezahlte Boni',
    bonuses: {
      'daily-bonus': 'Täglicher Bonus',
      'partner-purchase-bonus': 'Bonus für Partnerkäufe',
      'binary-bonus': 'Binärbonus',
      'career-bonus': 'Karrierebonus',
    },
    charts: {
      newPartners: 'Neue Partner pro Tag',
      packagesSold: 'Verkaufte Pakete pro Tag',
      money: 'Pakete, Einzahlungen und Auszahlungen pro Tag, GTC',
      bonuses: 'Boni pro Tag, GTC',
    },
  },
};
