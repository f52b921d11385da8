import type { LocaleShape } from 'shared-ui/public';
import type { en } from './en';

export const de: LocaleShape<typeof en> = {
  layout: {
    tagline: 'Investment- und Partnerprogramm',
    nav: 'Hauptmenü',
    login: 'Anmelden',
    signup: 'Konto erstellen',
    legalNav: 'Rechtliche Informationen',
    support: 'Support',
    privacyPolicy: 'Datenschutzerklärung',
    publicOffer: 'Öffentliches Angebot',
    copyright: '© {{year}} {{app}}. Alle Rechte vorbehalten.',
  },
  home: {
    title: 'Investieren, Netzwerk aufbauen und jeden Tag verdienen',
    lead: 'Wählen Sie ein Investmentpaket mit täglichen Erträgen in GTC, laden Sie Partner ein und erhalten Sie Linear-, Binär- und Karrierebonusse – alles in einem persönlichen Kabinett.',
    signup: 'Konto erstellen',
    login: 'Zum Kabinett anmelden',
    invitationTitle: 'Registrierung nur auf Einladung',
    invitationText:
      'Für die Teilnahme benötigen Sie einen Einladungslink oder einen Partnercode eines aktiven Partners. Fragen Sie die Person, die Ihnen von der Plattform erzählt hat.',
    featuresTitle: 'Was die Plattform bietet',
    features: {
      packages: {
        title: 'Investmentpakete',
        text: 'Pakete in verschiedenen Größen mit täglichen Erträgen, einem Ertragskalender und einem Upgrade zum Differenzpreis.',
      },
      network: {
        title: 'Partnerprogramm',
        text: 'Drei Bonusprogramme (linear, binär und Karriere) belohnen Sie für den Aufbau Ihres Partnernetzwerks.',
      },
      finance: {
        title: 'Einzahlungen und Auszahlungen',
        text: 'Zahlen Sie in USDT (TRC20) ein, überweisen Sie GTC an andere Partner und zahlen Sie an den festgelegten Tagen in USDT oder GTC aus.',
      },
      security: {
        title: 'Sicherheit',
        text: 'Die Zwei-Faktor-Authentifizierung schützt jede Geldoperation, und Ihr Passwort wird nie in lesbarer Form gespeichert.',
      },
    },
    stepsTitle: 'So starten Sie',
    steps: {
      invite: {
        title: 'Einladung erhalten',
        text: 'Lassen Sie sich von einem aktiven Partner einen persönlichen Link oder Partnercode geben.',
      },
      register: {
        title: 'Registrieren',
        text: 'Füllen Sie ein kurzes Formular aus. Wir senden Ihnen per E-Mail einen Link zum Festlegen des Passworts.',
      },
      invest: {
        title: 'Paket wählen',
        text: 'Laden Sie Ihr Guthaben auf, kaufen Sie ein Paket und verfolgen Sie Ihre Erträge im Kabinett.',
      },
    },
  },
  signup: {
    title: 'Konto erstellen',
    subtitle:
      'Die Registrierung erfolgt auf Einladung eines aktiven Partners. Ihr Passwort legen Sie über den Link fest, den wir Ihnen per E-Mail senden.',
    firstName: 'Vorname',
    lastName: 'Nachname',
    nameHint: 'In lateinischen Buchstaben, wie im Reisepass',
    email: 'E-Mail',
    emailHint: 'An diese Adresse senden wir den Link zum Festlegen des Passworts',
    login: 'Login',
    loginHint: 'Damit oder mit Ihrer E-Mail-Adresse melden Sie sich an',
    phone: 'Telefon',
    phoneHint: 'Im internationalen Format, beginnend mit der Ländervorwahl',
    partnerCode: 'Partnercode',
    partnerCodeHint: '8 Buchstaben und Ziffern aus der Einladung Ihres Sponsors',
    partnerCodeFromLink: 'Aus Ihrem Einladungslink übernommen',
    sponsor: 'Ihr Sponsor: {{login}}',
    submit: 'Konto erstellen',
    haveAccount: 'Bereits registriert?',
    loginLink: 'Anmelden',
    successTitle: 'Sie sind registriert',
    successText:
      'Wir haben eine E-Mail an {{email}} gesendet. Folgen Sie dem Link darin, um Ihr Passwort festzulegen, und Sie werden in Ihrem Kabinett angemeldet.',
    successHint:
      'Nach einigen Minuten keine E-Mail? Prüfen Sie den Spam-Ordner oder fordern Sie auf der Seite zum Zurücksetzen des Passworts einen neuen Link an.',
    toLogin: 'Zur Anmeldung',
    newLink: 'Neuen Link anfordern',
  },
  login: {
    title: 'Anmelden',
    subtitle: 'Willkommen zurück! Melden Sie sich in Ihrem Partnerkabinett an.',
    login: 'Login oder E-Mail',
    password: 'Passwort',
    forgot: 'Passwort vergessen?',
    submit: 'Anmelden',
    noAccount: 'Noch kein Konto?',
    signupLink: 'Mit Ihrer Einladung registrieren',
  },
  adminLogin: {
    title: 'Backoffice',
    subtitle: 'Melden Sie sich mit Ihrem Administratorkonto an.',
    login: 'Login',
    password: 'Passwort',
    submit: 'Anmelden',
    partnerLogin: 'Anmeldung für Partner',
  },
  forgotPassword: {
    title: 'Passwort zurücksetzen',
    subtitle:
      'Geben Sie die E-Mail-Adresse Ihres Kontos ein, und wir senden Ihnen einen Link zum Festlegen eines neuen Passworts.',
    email: 'E-Mail',
    submit: 'Link senden',
    backToLogin: 'Zurück zur Anmeldung',
    sentTitle: 'E-Mail zum Zurücksetzen des Passworts gesendet',
    sentText:
      'Falls ein Konto mit {{email}} existiert, haben wir eine E-Mail zum Zurücksetzen des Passworts an diese Adresse gesendet. Der Link ist nur begrenzte Zeit gültig.',
  },
  setPassword: {
    title: 'Passwort festlegen',
    subtitle: 'Wählen Sie ein Passwort für Ihr Konto. Nach dem Speichern werden Sie angemeldet.',
    password: 'Neues Passwort',
    passwordHint:
      'Mindestens 8 Zeichen. Eine lange Passphrase ist sicherer als ein kurzes komplexes Passwort.',
    confirm: 'Passwort wiederholen',
    submit: 'Speichern und anmelden',
    success: 'Passwort aktualisiert',
    invalidTitle: 'Dieser Link ist ungültig oder abgelaufen',
    invalidText:
      'Ein Link zum Festlegen des Passworts funktioniert einmal und nur begrenzte Zeit. Fordern Sie einen neuen an, das dauert nur eine Minute.',
    requestNew: 'Neuen Link anfordern',
  },
  twoFactor: {
    title: 'Zwei-Faktor-Authentifizierung',
    subtitle:
      'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App oder einen Ihrer Wiederherstellungscodes ein.',
    code: 'Code',
    codeHint: 'Ein Wiederherstellungscode gilt nur einmal',
    submit: 'Bestätigen',
    back: 'Zurück zur Anmeldung',
    expired: 'Die Anmeldung ist abgelaufen',
    expiredText:
      'Der Code muss innerhalb von 5 Minuten nach dem Passwort eingegeben werden. Bitte melden Sie sich erneut an.',
    signInAgain: 'Erneut anmelden',
  },
  captcha: { required: 'Bitte bestätigen Sie, dass Sie kein Roboter sind' },
  legal: {
    effective: 'Gültig ab {{date}}',
    contents: 'Inhalt',
    loadFailed: 'Das Dokument konnte nicht geladen werden.',
  },
};
