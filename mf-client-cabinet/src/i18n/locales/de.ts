import type { LocaleShape } from 'shared-ui';
import type { en } from './en';
import { binaryDe } from './binary/de';
import { careerDe } from './career/de';
import { dashboardDe } from './dashboard/de';
import { depositsDe } from './deposits/de';
import { linearDe } from './linear/de';
import { operationsDe } from './operations/de';
import { packagesDe } from './packages/de';
import { partnersDe } from './partners/de';
import { promoDe } from './promo/de';
import { supportDe } from './support/de';
import { transfersDe } from './transfers/de';
import { walletDe } from './wallet/de';
import { withdrawalsDe } from './withdrawals/de';

export const de: LocaleShape<typeof en> = {
  groups: {
    dashboard: 'Übersicht',
    investments: 'Investitionen',
    binary: 'Binärprogramm',
    linear: 'Linearprogramm',
    career: 'Karriere',
    finance: 'Finanzen',
    partners: 'Partner',
    profile: 'Profil',
    promo: 'Promo',
    support: 'Support',
  },
  routes: {
    dashboard: { title: 'Übersicht', menu: 'Übersicht' },
    investPackage: { title: 'Investitionspakete', menu: 'Paket kaufen' },
    myPackage: { title: 'Meine Pakete', menu: 'Meine Pakete' },
    copyTrading: { title: 'Copy-Trading', menu: 'Copy-Trading' },
    binaryStatistic: { title: 'Statistik des Binärbonus', menu: 'Statistik' },
    binaryStructure: { title: 'Binärstruktur', menu: 'Struktur' },
    binaryAbout: { title: 'Regeln des Binärprogramms', menu: 'Regeln' },
    binaryBasket: { title: 'Partnerkorb', menu: 'Partnerkorb' },
    linearStatistic: { title: 'Statistik des Linearbonus', menu: 'Statistik' },
    linearStructure: { title: 'Lineare Struktur', menu: 'Struktur' },
    linearAbout: { title: 'Regeln des Linearprogramms', menu: 'Regeln' },
    careerStatistic: { title: 'Karrierestatistik', menu: 'Statistik' },
    careerAbout: { title: 'Regeln des Karriereprogramms', menu: 'Regeln' },
    finOperation: { title: 'Finanzoperationen', menu: 'Operationen' },
    balanceDeposit: { title: 'Guthaben aufladen', menu: 'Aufladen' },
    balanceWithdraw: { title: 'Auszahlung', menu: 'Auszahlen' },
    balanceTransfer: { title: 'Überweisung an einen Partner', menu: 'Überweisen' },
    partners: { title: 'Meine Partner', menu: 'Meine Partner' },
    partnersDeactivated: { title: 'Deaktivierte Partner', menu: 'Deaktiviert' },
    profile: { title: 'Persönliche Daten', menu: 'Persönliche Daten' },
    security: { title: 'Sicherheit und 2FA', menu: 'Sicherheit' },
    promo: { title: 'Start-Promo', menu: 'Promo' },
    support: { title: 'Support', menu: 'Support' },
  },
  layout: {
    brand: 'Partnerbereich',
    balance: 'Guthaben',
  },
  me: {
    loadFailed: 'Ihr Konto konnte nicht geladen werden',
    loadFailedText: 'Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
  inactive: {
    title: 'Ihr Status ist inaktiv',
    text: 'Um Partner einzuladen und Boni zu verdienen, benötigen Sie ein aktives Investitionspaket.',
    action: 'Paket wählen',
  },
  dashboard: {
    welcome: 'Willkommen, {{name}}!',
    referral: {
      title: 'Empfehlungslink',
      hint: 'Teilen Sie diesen Link: Partner, die sich darüber registrieren, kommen in Ihre Struktur.',
      inactiveHint: 'Einladungen funktionieren, sobald Sie ein aktives Paket haben.',
      linkLabel: 'Ihr Empfehlungslink',
      code: 'Partnercode',
      copy: 'Kopieren',
      copied: 'Kopiert',
      copyFailed: 'Kopieren fehlgeschlagen. Markieren Sie den Link und kopieren Sie ihn manuell.',
    },
    sponsor: {
      title: 'Sponsor',
      name: 'Name',
      login: 'Login',
      code: 'Partnercode',
      none: 'Kein Sponsor',
      noneText: 'Sie stehen an der Spitze der Struktur.',
    },
  },
  impersonation: {
    title: 'Ein Administrator sieht sich dieses Kabinett an',
    text: 'Diese Sitzung wurde von einem Administrator über „Anmelden als“ geöffnet und dient nur zur Ansicht: Geld-, Sicherheits-, Profil- und Einladungsänderungen sind deaktiviert.',
    viewOnly: 'Nur Ansicht: In der Sitzung eines Administrators sind keine Änderungen möglich',
  },
  profile: {
    loadFailed: 'Ihr Profil konnte nicht geladen werden',
    avatar: {
      title: 'Foto',
      upload: 'Foto hochladen',
      change: 'Foto ändern',
      hint: 'PNG, JPEG oder WebP, bis {{size}} MB',
      uploaded: 'Foto hochgeladen',
      alt: 'Ihr Foto',
    },
    form: {
      title: 'Persönliche Daten',
      login: 'Login',
      email: 'E-Mail',
      firstName: 'Vorname',
      lastName: 'Nachname',
      nameHint: 'In lateinischen Buchstaben, wie im Reisepass',
      birthDate: 'Geburtsdatum',
      birthDatePlaceholder: 'Datum wählen',
      country: 'Land',
      countryPlaceholder: 'Land eingeben',
      countryCode: 'Ländervorwahl',
      countryCodeHint: '+ und die Vorwahl, z. B. +49',
      phone: 'Telefon',
      phoneHint: 'Internationales Format, z. B. +49 151 2345 6789',
      socialsTitle: 'Soziale Netzwerke',
      socials: { telegram: 'Telegram', instagram: 'Instagram', facebook: 'Facebook', x: 'X' },
      updated: 'Aktualisiert',
    },
  },
  security: {
    loadFailed: 'Ihre Sicherheitseinstellungen konnten nicht geladen werden',
    twoFa: {
      title: 'Zwei-Faktor-Authentifizierung (2FA)',
      on: 'Aktiviert',
      off: 'Deaktiviert',
      onText:
        'Anmeldung und geschützte Vorgänge verlangen einen Code aus Ihrer Authenticator-App. Verbleibende Wiederherstellungscodes: {{left}}.',
      offText:
        'Aktivieren Sie 2FA, um Ihre Anmeldung zu schützen. Auszahlungen und einige andere Vorgänge sind nur mit 2FA möglich.',
      enable: '2FA aktivieren',
      disable: '2FA deaktivieren',
      enabled: '2FA aktiviert',
      disabled: '2FA deaktiviert',
      setupFailed: 'Die 2FA-Einrichtung konnte nicht gestartet werden',
      scan: 'Scannen Sie den QR-Code mit einer Authenticator-App (Google Authenticator, Authy, 1Password…) und geben Sie den angezeigten 6-stelligen Code ein.',
      qrLabel: 'QR-Code für die Authenticator-App',
      secretLabel: 'Oder geben Sie diesen Schlüssel manuell in der App ein:',
      confirm: 'Bestätigen und aktivieren',
      disableText:
        'Geben Sie einen Code aus Ihrer Authenticator-App oder einen Wiederherstellungscode ein, um 2FA zu deaktivieren.',
      code: '2FA-Code',
      codeHint: 'Der 6-stellige Code aus der App oder ein Wiederherstellungscode',
    },
    codes: {
      title: 'Speichern Sie Ihre Wiederherstellungscodes',
      text: 'Wenn Sie den Zugriff auf Ihre Authenticator-App verlieren, melden Sie sich mit einem dieser Codes an; jeder gilt einmal. Sie werden nur jetzt angezeigt: Kopieren oder laden Sie sie herunter und bewahren Sie sie sicher auf.',
      copy: 'Codes kopieren',
      copied: 'Kopiert',
      copyFailed: 'Kopieren fehlgeschlagen. Markieren Sie die Codes und kopieren Sie sie manuell.',
      download: 'Als .txt herunterladen',
      saved: 'Ich habe sie gespeichert',
      fileTitle: '2FA-Wiederherstellungscodes für {{login}}. Jeder Code gilt einmal.',
    },
    password: {
      title: 'Passwort ändern',
      current: 'Aktuelles Passwort',
      new: 'Neues Passwort',
      newHint:
        'Mindestens 8 Zeichen. Eine lange Passphrase ist sicherer als ein kurzes komplexes Passwort.',
      repeat: 'Neues Passwort wiederholen',
      code: '2FA-Code',
      submit: 'Passwort aktualisieren',
      updated: 'Passwort aktualisiert',
    },
  },
  ...walletDe,
  ...operationsDe,
  ...packagesDe,
  ...depositsDe,
  ...transfersDe,
  ...withdrawalsDe,
  ...dashboardDe,
  ...partnersDe,
  ...linearDe,
  ...binaryDe,
  ...careerDe,
  ...promoDe,
  ...supportDe,
};
