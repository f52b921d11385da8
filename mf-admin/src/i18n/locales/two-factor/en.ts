/** Two-factor authentication: the 2FA tag and the admin's own 2FA settings, merged into en.ts. */
export const twoFactorEn = {
  twoFa: {
    label: '2FA',
    on: 'On',
    off: 'Off',
  },
  twoFaSettings: {
    enableText:
      'Protect your account: with 2FA on, signing in asks for a code from an authenticator app.',
    enable: 'Enable 2FA',
    scan: 'Scan the QR code with an authenticator app, or enter the secret key, then type the code it shows.',
    secret: 'Secret key',
    code: 'Code',
    codeHint: 'The 6-digit code from the app, or a recovery code',
    confirm: 'Confirm',
    enabled: '2FA enabled',
    recoveryTitle: 'Save your recovery codes',
    recoveryText:
      'Each code signs you in once if you lose your phone. They are shown only now: copy or download them.',
    copyCodes: 'Copy the codes',
    downloadCodes: 'Download as .txt',
    done: 'Done',
    codesLeft: 'Recovery codes left',
    disableText: 'To turn 2FA off, enter a code from your authenticator app or a recovery code.',
    disable: 'Disable 2FA',
    disabled: '2FA disabled',
  },
} as const;
