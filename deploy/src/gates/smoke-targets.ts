/**
 * Where each remote's first screen is and what it needs to render. Cabinet and admin sit behind
 * the shell's token guards: a made-up token in localStorage gets past them (the guards only check
 * that one exists) and the stub API answers every call with an error, so the remote renders its
 * frame with an error in it: enough to prove its code loads and mounts inside this shell.
 */
export interface SmokeTarget {
  path: string;
  localStorage?: Record<string, string>;
}

export const SMOKE_TARGETS: Record<string, SmokeTarget> = {
  auth: { path: '/login' },
  cabinet: { path: '/client', localStorage: { clientToken: 'smoke-test' } },
  admin: {
    path: '/admin/manage',
    localStorage: { adminToken: 'smoke-test', adminPermissions: '[]' },
  },
};
