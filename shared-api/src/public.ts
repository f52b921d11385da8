// 'shared-api/public': what the shell, the auth remote and shared-ui need before anyone signs in
// (the client, errors, navigation, the session, the sign-in endpoints, the support contacts). The
// first visit to /login then downloads these and not every endpoint and contract (issue 14).
// Named exports, so a module here brings only what it needs; the root entry re-exports them all.
import './evaluations';

export { apiClient, setDefaultHeader } from './http/api-client';
export { toApiError, type ApiErrorInfo } from './http/api-error';
export { goTo, ROUTES, setNavigator } from './http/navigation';
export {
  adoptImpersonation,
  can,
  clearAllStorage,
  saveAdminSession,
  saveClientToken,
  sessionStore,
  useSession,
} from './session/session-store';
export { queryClient } from './query/query-client';
export {
  checkInvitation,
  clientLogin,
  completeClientLogin,
  forgotPassword,
  register,
  setPassword,
} from './endpoints/auth';
export { adminLogin, completeAdminLogin } from './endpoints/admin-auth';
export { peekSupportContacts } from './endpoints/support-contacts';
export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './contract/common';
export { ERROR_CODES } from './contract/errors';
export { fields, MESSAGE_CODES, type MessageCode } from './contract/fields';
export { pickLanguage, type LocalizedText } from './contract/localized-text';
export { statusSchema } from './contract/status';
export { type SupportContacts } from './contract/support-contacts';
export { type TwoFactorChallenge, type TwoFactorLogin } from './contract/two-factor';
export { clientLoginRequestSchema } from './contract/client-auth';
export { adminLoginRequestSchema } from './contract/admin';
