import {
  clientTokenSchema,
  invitationSchema,
  partnerMeSchema,
  type ClientLoginRequest,
  type ForgotPasswordRequest,
  type RegisterRequest,
  type SetPasswordRequest,
} from '../contract';
import { apiClient } from '../http/api-client';
import { goTo, ROUTES } from '../http/navigation';
import { clearClientSession, saveClientToken } from '../session/session-store';

export async function checkInvitation(code: string) {
  const { data } = await apiClient.get(`/api/auth/invitation/${encodeURIComponent(code)}`);
  return invitationSchema.parse(data);
}

export async function register(body: RegisterRequest) {
  await apiClient.post('/api/auth/register', body);
}

/** The emailed link's token sets the password and signs the partner in. */
export async function setPassword(body: SetPasswordRequest) {
  const { data } = await apiClient.post('/api/auth/set-password', body);
  saveClientToken(clientTokenSchema.parse(data).token);
  goTo('client');
}

/** Spec §7: after a client login the client goes to /client. */
export async function clientLogin(body: ClientLoginRequest) {
  const { data } = await apiClient.post('/api/auth/login', body);
  saveClientToken(clientTokenSchema.parse(data).token);
  goTo('client');
}

export async function forgotPassword(body: ForgotPasswordRequest) {
  await apiClient.post('/api/auth/forgot-password', body);
}

export async function fetchMe() {
  const { data } = await apiClient.get('/api/client/me');
  return partnerMeSchema.parse(data);
}

export async function clientLogout() {
  try {
    await apiClient.post('/api/client/logout');
  } finally {
    clearClientSession(ROUTES.auth);
    goTo('auth');
  }
}
