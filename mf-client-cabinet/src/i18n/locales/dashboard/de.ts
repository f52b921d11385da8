import type { LocaleShape } from 'shared-ui';
import type { dashboardEn } from './en';

export const dashboardDe: LocaleShape<typeof dashboardEn> = {
  period: {
    label: 'Zeitraum',
    day: 'Tag',
    week: 'Woche',
    month: 'Monat',
    year: 'Jahr',
    all: 'Gesamte Zeit',
  },
  income: {
    title: 'Einkommen nach Bonusart',
    total: 'Gesamteinkommen',
    loadFailed: 'Die Einkommensstatistik konnte nicht geladen werden',
  },
  packageStats: {
    title: 'Paketstatistik',
    active: 'Aktive Pakete',
    finished: 'Beendete Pakete',
    invested: 'Investiert',
    earned: 'Verdient',
  },
  networkStatuses: {
    title: 'Partnerstatus nach Linie',
    line: 'Linie',
    total: 'Partner',
    active: 'Aktiv',
    careerStatuses: 'Karrierestatus',
    loadFailed: 'Der Partnerstatus konnte nicht geladen werden',
  },
};
