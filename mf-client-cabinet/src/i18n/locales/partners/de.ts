import type { LocaleShape } from 'shared-ui';
import type { partnersEn } from './en';

export const partnersDe: LocaleShape<typeof partnersEn> = {
  invite: {
    title: 'Neuen Partner registrieren',
    hint: 'Der Partner kommt in Ihre Struktur und erhält eine E-Mail mit einem Link zum Festlegen des Passworts.',
    inactive: 'Kaufen Sie ein Investitionspaket, um Partner zu registrieren.',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    login: 'Login',
    phone: 'Telefon',
    phoneHint: 'Internationales Format, z. B. +49 151 2345 6789',
    submit: 'Registrieren',
    done: 'Registriert',
  },
  partners: {
    lineN: 'Linie {{line}}',
    active: 'Aktiv',
    inactive: 'Inaktiv',
    activeHint: 'Aktive Partner Ihrer Struktur bis zur 6. Linie.',
    deactivatedHint:
      'Partner Ihrer Struktur ohne aktives Paket: Sie erhalten keine Boni, bis sie eines kaufen.',
    columns: {
      partner: 'Partner',
      code: 'Partnercode',
      line: 'Linie',
      status: 'Status',
      career: 'Karrierestatus',
      volume: 'Volumen',
      sponsor: 'Sponsor',
      registered: 'Registriert',
    },
    filters: { line: 'Linie', allLines: 'Alle Linien', search: 'Nach Login oder Name suchen' },
    total: '{{total}} Partner',
    empty: 'Noch keine aktiven Partner',
    emptyDeactivated: 'Keine deaktivierten Partner',
    emptyFiltered: 'Keine Partner entsprechen den Filtern',
    clear: 'Filter zurücksetzen',
    loadFailed: 'Die Partner konnten nicht geladen werden',
  },
};
