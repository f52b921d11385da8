import type { TokenKind } from '../../db/schema';

/** Whose 2FA: an admin (admin_users.id) or a partner ('client', partners.id). */
export type TwoFactorSubject = { kind: TokenKind; id: number };

export const adminSubject = (id: number): TwoFactorSubject => ({ kind: 'admin', id });
export const clientSubject = (id: number): TwoFactorSubject => ({ kind: 'client', id });
