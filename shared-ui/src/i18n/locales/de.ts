import type { LocaleShape } from '../locale-shape';
import type { en } from './en';

export const de: LocaleShape<typeof en> = {
  app: { name: 'Partnerplattform', loading: 'Wird geladen…' },
  language: { label: 'Sprache' },
  layout: { openMenu: 'Menü öffnen', navigation: 'Navigation' },
  comingSoon: {
    title: 'Demnächst verfügbar',
    text: 'Dieser Bereich wird vorbereitet und ist in Kürze verfügbar.',
  },
  actions: {
    logout: 'Abmelden',
    retry: 'Erneut versuchen',
    copy: 'Kopieren',
    copied: 'Kopiert',
    back: 'Zurück',
    home: 'Startseite',
    save: 'Speichern',
    cancel: 'Abbrechen',
    search: 'Suchen',
  },
  remote: {
    unavailableTitle: 'Bereich nicht verfügbar',
    unavailableText:
      'Dieser Bereich konnte gerade nicht geladen werden. Der Rest der Plattform funktioniert weiter.',
  },
  errors: {
    VALIDATION_FAILED: 'Bitte prüfen Sie die markierten Felder',
    UNAUTHENTICATED: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    FORBIDDEN: 'Sie haben keine Berechtigung für diese Aktion',
    NOT_FOUND: 'Nicht gefunden',
    INVALID_CREDENTIALS: 'Falscher Login oder falsches Passwort',
    TOO_MANY_ATTEMPTS: 'Zu viele Versuche. Versuchen Sie es in 15 Minuten erneut.',
    INVITATION_REQUIRED: 'Registrierung nur auf Einladung aktiver Partner',
    ALREADY_EXISTS: 'Bereits vergeben',
    LINK_INVALID: 'Dieser Link ist ungültig oder abgelaufen',
    CAPTCHA_FAILED: 'Die Captcha-Prüfung ist fehlgeschlagen. Bitte erneut versuchen.',
    ACCOUNT_DISABLED: 'Dieses Konto ist deaktiviert',
    MAINTENANCE: 'Technische Wartung',
    INTERNAL: 'Etwas ist schiefgelaufen',
    NETWORK: 'Ein Fehler ist aufgetreten. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
  validation: {
    required: 'Pflichtfeld',
    lettersOnly: 'Nur Buchstaben erlaubt',
    invalidEmail: 'Ungültige E-Mail',
    invalidPhone: 'Ungültige Telefonnummer',
    latinNoSymbols: 'Nur lateinische Buchstaben, keine Symbole',
    latinOnly: 'Nur lateinische Buchstaben',
    addAt: 'Fügen Sie am Anfang @ hinzu',
    invalidLogin: '3–32 lateinische Buchstaben, Ziffern, Punkte, Bindestriche oder Unterstriche',
    passwordTooShort: 'Mindestens 8 Zeichen',
    passwordsDoNotMatch: 'Die Passwörter stimmen nicht überein',
    tooLong: 'Zu lang',
    invalidPartnerCode: 'Ein Partnercode hat 8 lateinische Buchstaben und Ziffern',
    taken: 'Bereits vergeben',
    invitationOnly: 'Registrierung nur auf Einladung aktiver Partner',
    invalidSort: 'Unbekannte Sortierung',
  },
  captcha: {
    unavailable:
      'Das Captcha konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und laden Sie die Seite neu.',
  },
  maintenance: {
    title: 'Technische Wartung',
    text: 'Wir entschuldigen uns für die Unannehmlichkeiten: Die Plattform wird aktualisiert und ist bald wieder da.',
    support: 'Support: {{contact}}',
  },
  notFound: { title: 'Seite nicht gefunden' },
  forbidden: {
    title: 'Zugriff verweigert',
    text: 'Sie haben keine Berechtigung, diese Seite zu öffnen.',
  },
};
