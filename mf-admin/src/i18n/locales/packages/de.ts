import type { LocaleShape } from 'shared-ui';
import type { packagesEn } from './en';

export const packagesDe: LocaleShape<typeof packagesEn> = {
  packages: {
    create: 'Neues Paket',
    empty: 'Noch keine Pakete',
    loadFailed: 'Die Pakete konnten nicht geladen werden',
    searchPlaceholder: 'Nach Name suchen',
    saved: 'Paket gespeichert',
    deleted: 'Paket gelöscht',
    soldCannotDelete:
      'Dieses Paket wurde bereits verkauft und kann daher nicht gelöscht werden. Setzen Sie es auf inaktiv, um den Verkauf zu beenden.',
    dailyIncomeHint: 'Prozent des Preises, der täglich gutgeschrieben wird, z. B. 0,45',
    periodText: '{{period}} + {{additional}} Tage',
    statuses: {
      active: 'Aktiv',
      inactive: 'Inaktiv',
    },
    columns: {
      id: 'ID',
      name: 'Name',
      price: 'Preis',
      dailyIncome: 'Tagesertrag',
      period: 'Laufzeit',
      periodDays: 'Laufzeit, Tage',
      additionalDays: 'Zusätzliche Tage',
      linearLevels: 'Lineare Stufen',
      binaryDailyLimit: 'Binäres Tageslimit',
      totalIncome: 'Gesamtertrag',
      status: 'Status',
      soldCount: 'Verkauft',
      actions: 'Aktionen',
    },
  },
};
