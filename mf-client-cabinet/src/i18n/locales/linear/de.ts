import type { LocaleShape } from 'shared-ui';
import type { linearEn } from './en';

export const linearDe: LocaleShape<typeof linearEn> = {
  linear: {
    level: 'Stufe',
    levelN: 'Stufe {{level}}',
    reward: 'Vergütung',
    state: 'Zustand',
    open: 'Offen',
    locked: 'Gesperrt',
    partners: 'Partner',
    volume: 'Käufe',
    bonus: 'Bonus',
    about: {
      rulesTitle: 'So funktioniert das lineare Programm',
      p1: 'Wenn ein Partner Ihrer Struktur ein Paket kauft oder aufwertet, erhalten Sie je nach seiner Linie einen Anteil am gezahlten Betrag: Die Vergütungstabelle zeigt den Anteil jeder Stufe.',
      p2: 'Eine Stufe zahlt nur, wenn sie für Sie offen ist. Ihre offenen Stufen entsprechen der höchsten Anzahl linearer Stufen unter Ihren aktiven Paketen; ohne aktives Paket ist keine Stufe offen.',
      p3: 'Der Anteil einer gesperrten Stufe wird nicht ausgezahlt und nicht nach oben weitergegeben. Der Bonus wird im Moment des Kaufs Ihrem GTC-Guthaben gutgeschrieben.',
      tableTitle: 'Vergütung nach Stufe',
      openLevels: 'Offene Stufen: {{count}} von {{total}}',
      lockedHint: 'Ein Paket mit mehr linearen Stufen öffnet die gesperrten.',
      openMore: 'Paket wählen',
      loadFailed: 'Die Regeln des linearen Programms konnten nicht geladen werden',
    },
    statistic: {
      total: 'Linearer Bonus im Zeitraum',
      hint: 'Je Stufe: die Partner dieser Linie, ihre Paketkäufe im Zeitraum und der an Sie gezahlte Bonus.',
      loadFailed: 'Die lineare Statistik konnte nicht geladen werden',
      chart: { title: 'Linearbonus im Zeitraum', bonus: 'Linearbonus' },
    },
    structure: { empty: 'Noch keine Partner in Linie {{line}}' },
  },
};
