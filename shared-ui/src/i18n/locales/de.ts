import type { LocaleShape } from '../locale-shape';
import type { en } from './en';

export const de: LocaleShape<typeof en> = {
  app: { name: 'Partnerplattform', loading: 'Wird geladen…' },
  language: { label: 'Sprache' },
  password: { show: 'Passwort anzeigen' },
  layout: {
    openMenu: 'Menü öffnen',
    navigation: 'Navigation',
    skipToContent: 'Zum Inhalt springen',
  },
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
    TOO_MANY_ATTEMPTS: 'Zu viele Versuche. Bitte versuchen Sie es später erneut.',
    /** With the server's `params.date`: when the limit surely lets a new attempt through. */
    TOO_MANY_ATTEMPTS_date: 'Zu viele Versuche. Versuchen Sie es nach {{date}} erneut.',
    INVITATION_REQUIRED: 'Registrierung nur auf Einladung aktiver Partner',
    ALREADY_EXISTS: 'Bereits vergeben',
    LINK_INVALID: 'Dieser Link ist ungültig oder abgelaufen',
    CAPTCHA_FAILED: 'Die Captcha-Prüfung ist fehlgeschlagen. Bitte erneut versuchen.',
    CAPTCHA_REQUIRED:
      'Für dieses Konto gab es fehlgeschlagene Anmeldungen. Lösen Sie das Captcha und melden Sie sich erneut an.',
    ACCOUNT_DISABLED: 'Dieses Konto ist deaktiviert',
    TWO_FA_REQUIRED: 'Vorgang nicht verfügbar. Aktivieren Sie 2FA.',
    TWO_FA_INVALID: 'Falscher oder bereits verwendeter 2FA-Code',
    TWO_FA_LOCKED: 'Zu viele falsche Codes. 2FA-Prüfungen sind für 15 Minuten gesperrt.',
    /** With the server's `params.date`: the lock's end. */
    TWO_FA_LOCKED_date: 'Zu viele falsche Codes. 2FA-Prüfungen sind bis {{date}} gesperrt.',
    LAST_FULL_ADMIN: 'Mindestens ein Administrator muss alle Berechtigungen behalten',
    UPLOAD_REJECTED: 'Die Datei wurde abgelehnt: Prüfen Sie Typ und Größe',
    INSUFFICIENT_FUNDS: 'Unzureichendes Guthaben',
    LIMIT_EXCEEDED: 'Limit überschritten um {{amount}}',
    WITHDRAWAL_CLOSED:
      'Auszahlungen sind derzeit geschlossen. Das nächste Fenster öffnet am {{date}}',
    WITHDRAWAL_ALREADY_REQUESTED: 'Sie haben in diesem Fenster bereits eine Auszahlung beantragt',
    INVALID_STATE:
      'Das ist nicht mehr möglich: Der Datensatz hat sich geändert. Laden Sie die Seite neu.',
    NOT_IN_BINARY:
      'Sie sind noch nicht in der Binärstruktur. Bitten Sie Ihren Upline-Partner, Sie zu aktivieren.',
    IDEMPOTENCY_KEY_REQUIRED:
      'Die Anfrage konnte nicht sicher gesendet werden. Bitte erneut versuchen.',
    IDEMPOTENCY_KEY_REUSED:
      'Diese Anfrage wurde bereits mit anderen Daten gesendet. Bitte erneut versuchen.',
    PERMISSION_NOT_HELD:
      'Sie können nur Berechtigungen vergeben oder verwalten, die Sie selbst besitzen',
    IMPERSONATION_READ_ONLY:
      'Eine Anmeldung als Partner dient nur zur Ansicht. Diese Änderung kann nur der Partner selbst vornehmen.',
    MAINTENANCE: 'Technische Wartung',
    SERVICE_UNAVAILABLE:
      'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es in einigen Minuten erneut.',
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
    invalidDate: 'Ungültiges Datum',
    invalidCountry: 'Wählen Sie ein Land',
    invalidCountryCode: 'Eine Ländervorwahl ist + und 1–4 Ziffern',
    invalidTwoFaCode: 'Geben Sie den 6-stelligen Code oder einen Wiederherstellungscode ein',
    wrongTwoFaCode: 'Falscher oder bereits verwendeter Code',
    wrongPassword: 'Falsches Passwort',
    fileType: 'Nur PNG-, JPEG- oder WebP-Bilder',
    attachmentType: 'Nur PNG-, JPEG- oder WebP-Bilder und PDF-Dateien',
    fileTooLarge: 'Die Datei ist zu groß',
    lastFullAdmin: 'Mindestens ein Administrator muss alle Berechtigungen behalten',
    unknownRole: 'Unbekannte Rolle',
    invalidAmount: 'Geben Sie einen positiven Betrag mit höchstens 6 Nachkommastellen ein',
    consentRequired: 'Ihre Zustimmung ist erforderlich',
    insufficientFunds: 'Unzureichendes Guthaben',
    minDeposit: 'Mindestbetrag der Einzahlung {{amount}}',
    minTransfer: 'Mindestbetrag der Überweisung {{amount}}',
    minWithdrawal: 'Mindestbetrag der Auszahlung {{amount}}',
    limitExceeded: 'Limit überschritten um {{amount}}',
    unknownPartner: 'Kein Partner mit dieser ID',
    selfTransfer: 'Sie können nicht an sich selbst überweisen',
    invalidTxHash: 'Ein Transaktions-Hash besteht aus 64 Hexadezimalzeichen',
    invalidWallet:
      'Das ist keine TRC20-Adresse: Vergleichen Sie sie mit Ihrer Wallet (T…, 34 Zeichen)',
    upgradeNotHigher: 'Wählen Sie für das Upgrade ein teureres Paket',
    packageUnavailable: 'Dieses Paket ist nicht verfügbar',
    invalidPassport: 'Eine Passnummer hat 5–20 lateinische Buchstaben und Ziffern',
    invalidXpub:
      'Kein erweiterter öffentlicher Schlüssel (xpub…): ein privater Schlüssel wird nie angenommen',
    invalidUrl: 'Geben Sie eine Adresse ein, die mit http:// oder https:// beginnt',
    invalidCharacters: 'Entfernen Sie Steuer- oder unsichtbare Zeichen',
    tooLarge: 'Der Betrag ist zu hoch',
    outOfRange: 'Der Wert liegt außerhalb des zulässigen Bereichs',
    invalidValue: 'Ungültiger Wert',
  },
  twoFa: { path: 'Profil → Sicherheit → Aktivieren' },
  errorReference: 'Referenz: {{id}}',
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
  unsaved: {
    title: 'Ohne Speichern verlassen?',
    text: 'Ihre Änderungen auf dieser Seite sind nicht gespeichert.',
    leave: 'Verlassen',
    stay: 'Bleiben',
  },
};
