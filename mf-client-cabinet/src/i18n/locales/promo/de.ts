import type { LocaleShape } from 'shared-ui';
import type { promoEn } from './en';

export const promoDe: LocaleShape<typeof promoEn> = {
  promo: {
    starts: 'Beginn',
    ends: 'Ende',
    ended: 'Die Aktion ist beendet',
    none: 'Derzeit gibt es keine Promo-Aktion',
    loadFailed: 'Die Promo konnte nicht geladen werden',
    notQualified:
      'Erreichen Sie Stufe 1 ({{amount}} Umsatz der ersten Linie), um das Teilnehmerformular auszufüllen.',
    tiers: {
      title: 'Stufen und Preise',
      level: 'Stufe',
      levelN: 'Stufe {{level}}',
      threshold: 'Umsatz der ersten Linie',
      prize: 'Preis',
      reached: 'Erreicht',
    },
    progress: {
      title: 'Ihr Fortschritt',
      turnover: 'Umsatz der ersten Linie',
      level: 'Ihre Stufe',
      noLevel: '—',
      toNext: 'Noch {{amount}} bis Stufe {{level}}: {{prize}}',
      toNextLabel: 'Fortschritt bis Stufe {{level}}',
      top: 'Sie haben die höchste Stufe erreicht',
    },
    form: {
      title: 'Teilnehmerformular',
      hint: 'Geben Sie Ihre Daten wie im Reisepass in lateinischen Buchstaben ein. Das Formular wird einmal gesendet.',
      latinHint: 'In lateinischen Buchstaben',
      firstName: 'Vorname',
      lastName: 'Nachname',
      birthDate: 'Geburtsdatum',
      country: 'Land',
      city: 'Stadt',
      passportNumber: 'Reisepassnummer',
      passportExpiry: 'Reisepass gültig bis',
      phone: 'Telefon',
      submit: 'Formular senden',
      filed: 'Ihr Formular wurde gesendet',
    },
    request: {
      title: 'Ihr Teilnehmerformular',
      status: 'Status',
      date: 'Gesendet',
      level: 'Stufe',
      name: 'Name',
      statuses: { submitted: 'In Prüfung', approved: 'Genehmigt', rejected: 'Abgelehnt' },
    },
  },
};
