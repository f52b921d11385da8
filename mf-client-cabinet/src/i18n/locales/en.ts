import { binaryEn } from './binary/en';
import { careerEn } from './career/en';
import { dashboardEn } from './dashboard/en';
import { depositsEn } from './deposits/en';
import { linearEn } from './linear/en';
import { operationsEn } from './operations/en';
import { packagesEn } from './packages/en';
import { partnersEn } from './partners/en';
import { promoEn } from './promo/en';
import { supportEn } from './support/en';
import { transfersEn } from './transfers/en';
import { walletEn } from './wallet/en';
import { withdrawalsEn } from './withdrawals/en';

/** The reference locale of the 'cabinet' namespace: every other language has exactly these keys. */
export const en = {
  groups: {
    dashboard: 'Dashboard',
    investments: 'Investments',
    binary: 'Binary programme',
    linear: 'Linear programme',
    career: 'Career',
    finance: 'Finance',
    partners: 'Partners',
    profile: 'Profile',
    promo: 'Promo',
    support: 'Support',
  },
  routes: {
    dashboard: { title: 'Dashboard', menu: 'Dashboard' },
    investPackage: { title: 'Investment packages', menu: 'Buy a package' },
    myPackage: { title: 'My packages', menu: 'My packages' },
    copyTrading: { title: 'Copy trading', menu: 'Copy trading' },
    binaryStatistic: { title: 'Binary bonus statistics', menu: 'Statistics' },
    binaryStructure: { title: 'Binary structure', menu: 'Structure' },
    binaryAbout: { title: 'Binary programme rules', menu: 'Rules' },
    binaryBasket: { title: 'Partner basket', menu: 'Partner basket' },
    linearStatistic: { title: 'Linear bonus statistics', menu: 'Statistics' },
    linearStructure: { title: 'Linear structure', menu: 'Structure' },
    linearAbout: { title: 'Linear programme rules', menu: 'Rules' },
    careerStatistic: { title: 'Career statistics', menu: 'Statistics' },
    careerAbout: { title: 'Career programme rules', menu: 'Rules' },
    finOperation: { title: 'Financial operations', menu: 'Operations' },
    balanceDeposit: { title: 'Top up the balance', menu: 'Top up' },
    balanceWithdraw: { title: 'Withdraw funds', menu: 'Withdraw' },
    balanceTransfer: { title: 'Transfer to a partner', menu: 'Transfer' },
    partners: { title: 'My partners', menu: 'My partners' },
    partnersDeactivated: { title: 'Deactivated partners', menu: 'Deactivated' },
    profile: { title: 'Personal data', menu: 'Personal data' },
    security: { title: 'Security and 2FA', menu: 'Security' },
    promo: { title: 'Launch promo', menu: 'Promo' },
    support: { title: 'Support', menu: 'Support' },
  },
  layout: {
    brand: 'Partner cabinet',
    balance: 'Balance',
  },
  me: {
    loadFailed: 'Your account could not be loaded',
    loadFailedText: 'Check your connection and try again.',
  },
  inactive: {
    title: 'Your status is inactive',
    text: 'You need an active investment package to invite partners and earn bonuses.',
    action: 'Choose a package',
  },
  dashboard: {
    welcome: 'Welcome, {{name}}!',
    referral: {
      title: 'Referral link',
      hint: 'Share this link: partners who sign up with it join your structure.',
      inactiveHint: 'Invitations work once you have an active package.',
      linkLabel: 'Your referral link',
      code: 'Partner code',
      copy: 'Copy',
      copied: 'Copied',
      copyFailed: 'Could not copy. Select the link and copy it manually.',
    },
    sponsor: {
      title: 'Sponsor',
      name: 'Name',
      login: 'Login',
      code: 'Partner code',
      none: 'No sponsor',
      noneText: 'You are at the top of the structure.',
    },
  },
  impersonation: {
    title: 'An administrator is viewing this cabinet',
    text: 'This session was opened by an administrator through login-as and is view-only: money, security, profile and invitation changes are disabled.',
    viewOnly: "View only: an administrator's login-as session cannot make changes",
  },
  profile: {
    loadFailed: 'Your profile could not be loaded',
    avatar: {
      title: 'Photo',
      upload: 'Upload a photo',
      change: 'Change the photo',
      hint: 'PNG, JPEG or WebP, up to {{size}} MB',
      uploaded: 'Photo uploaded',
      alt: 'Your photo',
    },
    form: {
      title: 'Personal data',
      login: 'Login',
      email: 'Email',
      firstName: 'First name',
      lastName: 'Last name',
      nameHint: 'In Latin letters, as in your passport',
      birthDate: 'Date of birth',
      birthDatePlaceholder: 'Choose a date',
      country: 'Country',
      countryPlaceholder: 'Start typing a country',
      countryCode: 'Country code',
      countryCodeHint: '+ and the dialling code, e.g. +49',
      phone: 'Phone',
      phoneHint: 'International format, e.g. +49 151 2345 6789',
      socialsTitle: 'Social networks',
      socials: { telegram: 'Telegram', instagram: 'Instagram', facebook: 'Facebook', x: 'X' },
      updated: 'Updated',
    },
  },
  security: {
    loadFailed: 'Your security settings could not be loaded',
    twoFa: {
      title: 'Two-factor authentication (2FA)',
      on: 'Enabled',
      off: 'Disabled',
      onText:
        'Sign-in and protected operations ask for a code from your authenticator app. Recovery codes left: {{left}}.',
      offText:
        'Enable 2FA to protect your sign-in. Withdrawals and some other operations are available only with 2FA.',
      enable: 'Enable 2FA',
      disable: 'Disable 2FA',
      enabled: '2FA enabled',
      disabled: '2FA disabled',
      setupFailed: '2FA setup could not be started',
      scan: 'Scan the QR code with an authenticator app (Google Authenticator, Authy, 1Password…), then enter the 6-digit code it shows.',
      qrLabel: 'QR code for the authenticator app',
      secretLabel: 'Or enter this key in the app manually:',
      confirm: 'Confirm and enable',
      disableText:
        'Enter a code from your authenticator app or one of your recovery codes to disable 2FA.',
      code: '2FA code',
      codeHint: 'The 6-digit code from the app, or a recovery code',
    },
    codes: {
      title: 'Save your recovery codes',
      text: 'If you lose access to your authenticator app, sign in with one of these codes; each works once. They are shown only now: copy or download them and keep them in a safe place.',
      copy: 'Copy the codes',
      copied: 'Copied',
      copyFailed: 'Could not copy. Select the codes and copy them manually.',
      download: 'Download .txt',
      saved: 'I have saved them',
      fileTitle: '2FA recovery codes for {{login}}. Each code works once.',
    },
    password: {
      title: 'Change password',
      current: 'Current password',
      new: 'New password',
      newHint: 'At least 8 characters. A long passphrase is safer than a short complex password.',
      repeat: 'Repeat the new password',
      code: '2FA code',
      submit: 'Update password',
      updated: 'Password updated',
    },
  },
  ...walletEn,
  ...operationsEn,
  ...packagesEn,
  ...depositsEn,
  ...transfersEn,
  ...withdrawalsEn,
  ...dashboardEn,
  ...partnersEn,
  ...linearEn,
  ...binaryEn,
  ...careerEn,
  ...promoEn,
  ...supportEn,
} as const;
