/** The public paths of this remote. The host mounts it at `/*`, `/login` and `/admin`. */
export const AUTH_PATHS = {
  home: '/',
  signup: '/signup',
  login: '/login',
  forgotPassword: '/forgot-password',
  setPassword: '/set-password',
  privacyPolicy: '/privacy-policy',
  publicOffer: '/public-offer',
  adminLogin: '/admin',
} as const;
