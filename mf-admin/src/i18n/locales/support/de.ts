import type { LocaleShape } from 'shared-ui';
import type { supportEn } from './en';

export const supportDe: LocaleShape<typeof supportEn> = {
  support: {
    loadFailed: 'Die Tickets konnten nicht geladen werden',
    empty: 'Noch keine Tickets',
    unassigned: 'Nicht zugewiesen',
    team: 'Support',
    internalNote: 'Interne Notiz',
    updated: 'Aktualisiert',
    assigneeRefused:
      'Dieser Admin kann keine Support-Anfragen mehr bearbeiten: Wählen Sie einen anderen Bearbeiter',
    answerSent: 'Antwort gesendet: Der Partner wird per E-Mail benachrichtigt',
    noteAdded: 'Interne Notiz hinzugefügt',
    download: '{{name}} herunterladen',
    downloadFailed: 'Die Datei konnte nicht geöffnet werden',
    categories: {
      account: 'Konto und Anmeldung',
      finance: 'Einzahlungen und Auszahlungen',
      packages: 'Investmentpakete',
      network: 'Partner und Boni',
      technical: 'Technisches Problem',
      other: 'Sonstiges',
    },
    statuses: {
      open: 'Offen',
      inProgress: 'In Bearbeitung',
      answered: 'Beantwortet',
      closed: 'Geschlossen',
    },
    filters: {
      login: 'Login des Partners',
      status: 'Status',
      category: 'Kategorie',
      assignee: 'Bearbeiter',
    },
    columns: {
      id: 'ID',
      subject: 'Betreff',
      partner: 'Partner',
      category: 'Kategorie',
      status: 'Status',
      assignee: 'Bearbeiter',
      createdAt: 'Erstellt',
      lastMessageAt: 'Letzte Aktivität',
      actions: 'Aktionen',
    },
    reply: {
      title: 'Antwort',
      body: 'Nachricht',
      placeholder: 'Antwort an den Partner schreiben',
      notePlaceholder: 'Notiz für das Team schreiben (der Partner sieht sie nicht)',
      internal: 'Interne Notiz (nur für Administratoren, keine E-Mail)',
      attach: 'Dateien anhängen',
      attachHint: 'PNG, JPEG, WebP oder PDF, je bis zu {{size}} MB, höchstens {{count}} Dateien',
      send: 'Antwort senden',
      addNote: 'Notiz hinzufügen',
    },
    contacts: {
      subtitle:
        'Für alle sichtbar auf der Wartungsseite, in der Fußzeile der öffentlichen Seiten und auf der Support-Seite',
      loadFailed: 'Die Support-Kontakte konnten nicht geladen werden',
      email: 'E-Mail',
      telegram: 'Telegram',
      telegramHint: '@ und der Benutzername, z. B. @platform_help',
      phone: 'Telefon',
      hours: 'Servicezeiten',
      hoursHint: 'z. B. Mo–Fr 9:00–18:00 UTC',
      saved: 'Support-Kontakte gespeichert',
    },
  },
};
