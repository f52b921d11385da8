import type { LocaleShape } from 'shared-ui';
import type { twoFactorEn } from './en';

export const twoFactorDe: LocaleShape<typeof twoFactorEn> = {
  twoFa: {
    label: '2FA',
    on: 'Aktiv',
    off: 'Aus',
  },
  twoFaSettings: {
    enableText:
      'Schützen Sie Ihr Konto: Mit 2FA fragt die Anmeldung nach einem Code aus einer Authenticator-App.',
    enable: '2FA aktivieren',
    scan: 'Scannen Sie den QR-Code mit einer Authenticator-App oder geben Sie den geheimen Schlüssel ein, dann den angezeigten Code.',
    secret: 'Geheimer Schlüssel',
    code: 'Code',
    codeHint: 'Der 6-stellige Code aus der App oder ein Wiederherstellungscode',
    confirm: 'Bestätigen',
    enabled: '2FA aktiviert',
    recoveryTitle: 'Speichern Sie Ihre Wiederherstellungscodes',
    recoveryText:
      'Jeder Code meldet Sie einmal an, falls Sie Ihr Telefon verlieren. Sie werden nur jetzt angezeigt: kopieren oder herunterladen.',
    copyCodes: 'Codes kopieren',
    downloadCodes: 'Als .txt herunterladen',
    done: 'Fertig',
    codesLeft: 'Verbleibende Wiederherstellungscodes',
    disableText:
      'Um 2FA auszuschalten, geben Sie einen Code aus der Authenticator-App oder einen Wiederherstellungscode ein.',
    disable: '2FA deaktivieren',
    disabled: '2FA deaktiviert',
  },
};
