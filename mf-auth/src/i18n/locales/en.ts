export const en = {
  layout: {
    homeLink: '{{app}}: home page',
    tagline: 'Investment and partner programme',
    nav: 'Main menu',
    login: 'Sign in',
    signup: 'Create account',
    legalNav: 'Legal information',
    privacyPolicy: 'Privacy policy',
    publicOffer: 'Public offer',
    copyright: '© {{year}} {{app}}. All rights reserved.',
  },
  home: {
    title: 'Invest, build your network and earn every day',
    lead: 'Choose an investment package with daily earnings in GTC, invite partners and receive linear, binary and career bonuses, all in one personal cabinet.',
    signup: 'Create account',
    login: 'Sign in to the cabinet',
    invitationTitle: 'Registration is by invitation only',
    invitationText:
      'To join you need an invitation link or a partner code from an active partner. Ask the person who told you about the platform.',
    featuresTitle: 'What the platform offers',
    features: {
      packages: {
        title: 'Investment packages',
        text: 'Packages of different sizes with daily earnings, an earnings calendar and an upgrade for the price difference.',
      },
      network: {
        title: 'Partner programme',
        text: 'Three bonus programmes (linear, binary and career) reward you for building your partner network.',
      },
      finance: {
        title: 'Deposits and withdrawals',
        text: 'Top up in USDT (TRC20), transfer GTC to other partners and withdraw in USDT or GTC on the scheduled days.',
      },
      security: {
        title: 'Security',
        text: 'Two-factor authentication protects every money operation, and your password is never stored in readable form.',
      },
    },
    stepsTitle: 'How to start',
    steps: {
      invite: {
        title: 'Get an invitation',
        text: 'Receive a personal link or a partner code from an active partner.',
      },
      register: {
        title: 'Register',
        text: 'Fill in a short form. We will email you a link to set your password.',
      },
      invest: {
        title: 'Choose a package',
        text: 'Top up your balance, buy a package and follow your earnings in the cabinet.',
      },
    },
  },
  signup: {
    title: 'Create an account',
    subtitle:
      'Registration is by invitation from an active partner. You will set your password with the link we email you.',
    firstName: 'First name',
    lastName: 'Last name',
    nameHint: 'In Latin letters, as in your passport',
    email: 'Email',
    emailHint: 'We will send the link to set your password to this address',
    login: 'Login',
    loginHint: 'You will sign in with it or with your email',
    phone: 'Phone',
    phoneHint: 'International format, starting with the country code',
    partnerCode: 'Partner code',
    partnerCodeHint: "8 letters and digits from your sponsor's invitation",
    partnerCodeFromLink: 'Filled in from your invitation link',
    sponsor: 'Your sponsor: {{login}}',
    submit: 'Create account',
    haveAccount: 'Already registered?',
    loginLink: 'Sign in',
    successTitle: 'You are registered',
    successText:
      'We have sent an email to {{email}}. Follow the link in it to set your password, and you will be signed in to your cabinet.',
    successHint:
      'No email after a few minutes? Check the spam folder or request a new link on the password reset page.',
    toLogin: 'Go to sign in',
    newLink: 'Request a new link',
  },
  login: {
    title: 'Sign in',
    subtitle: 'Welcome back! Sign in to your partner cabinet.',
    login: 'Login or email',
    password: 'Password',
    forgot: 'Forgot password?',
    submit: 'Sign in',
    noAccount: 'No account yet?',
    signupLink: 'Register with your invitation',
  },
  adminLogin: {
    title: 'Back-office',
    subtitle: 'Sign in with your administrator account.',
    login: 'Login',
    password: 'Password',
    submit: 'Sign in',
    partnerLogin: 'Partner sign in',
  },
  forgotPassword: {
    title: 'Reset password',
    subtitle: 'Enter the email of your account and we will send you a link to set a new password.',
    email: 'Email',
    submit: 'Send the link',
    backToLogin: 'Back to sign in',
    sentTitle: 'Password-reset email sent',
    sentText:
      'If an account with {{email}} exists, we have sent a password-reset email to it. The link is valid for a limited time.',
  },
  setPassword: {
    title: 'Set your password',
    subtitle: 'Choose a password for your account. After saving it you will be signed in.',
    password: 'New password',
    passwordHint:
      'At least 8 characters. A long passphrase is safer than a short complex password.',
    confirm: 'Repeat the password',
    submit: 'Save and sign in',
    success: 'Password updated',
    invalidTitle: 'This link is invalid or has expired',
    invalidText:
      'A link to set a password works once and for a limited time. Request a new one, it only takes a minute.',
    requestNew: 'Request a new link',
  },
  captcha: { required: 'Please confirm that you are not a robot' },
  legal: {
    effective: 'Effective from {{date}}',
    contents: 'Contents',
    loadFailed: 'The document could not be loaded.',
  },
} as const;
