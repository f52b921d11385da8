import {
  clientLoginResponseSchema,
  clientTokenSchema,
  invitationSchema,
  type ClientLoginRequest,
  type ForgotPasswordRequest,
  type RegisterRequest,
  type SetPasswordRequest,
  type TwoFactorChallenge,
  type TwoFactorLogin,
} from '../contract';
import { apiClient } from '../http/api-client';
import { goAfterSignIn, goTo, ROUTES } from '../http/navigation';
import { clearClientSession, saveClientToken } from '../session/session-store';

// Sign-up and sign-in of partners (server: modules/auth; contract: client-auth).

export async function checkInvitation(code: string) {
  const { data } = await apiClient.get<unknown>(`/api/auth/invitation/${encodeURIComponent(code)}`);
  return invitationSchema.parse(data);
}

export async function register(body: RegisterRequest) {
  await apiClient.post<unknown>('/api/auth/register', body);
}

/**
 * The emailed link's token sets the password and signs the partner in; a partner with 2FA on
 * gets a challenge instead, finished with `completeClientLogin` as after a login.
 */
export async function setPassword(body: SetPasswordRequest): Promise<TwoFactorChallenge | null> {
  const { data } = await apiClient.post<unknown>('/api/auth/set-password', body);
  return signInOrChallenge(data);
}

/**
 * Spec §7: after a client login the client goes to /client. A partner with 2FA on gets a
 * challenge instead: the caller asks for the code and finishes with `completeClientLogin`.
 */
export async function clientLogin(body: ClientLoginRequest): Promise<TwoFactorChallenge | null> {
  const { data } = await apiClient.post<unknown>('/api/auth/login', body);
  return signInOrChallenge(data);
}

/** A token is kept and the cabinet opened; a 2FA challenge goes back to the caller. */
function signInOrChallenge(data: unknown): TwoFactorChallenge | null {
  const answer = clientLoginResponseSchema.parse(data);
  if ('challenge' in answer) return answer;
  saveClientToken(answer.token);
  goAfterSignIn('client');
  return null;
}

/** The second step of a 2FA sign-in. */
export async function completeClientLogin(body: TwoFactorLogin) {
  const { data } = await apiClient.post<unknown>('/api/auth/login/two-fa', body);
  saveClientToken(clientTokenSchema.parse(data).token);
  goAfterSignIn('client');
}

export async function forgotPassword(body: ForgotPasswordRequest) {
  await apiClient.post<unknown>('/api/auth/forgot-password', body);
}

export async function clientLogout() {
  try {
    await apiClient.post<unknown>('/api/client/logout');
  } finally {
    clearClientSession(ROUTES.auth);
    goTo('auth');
  }
}
