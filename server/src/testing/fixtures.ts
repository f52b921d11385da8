import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Permission } from 'shared-api/contract';
import type { Db } from '../db/types';
import { adminUserRoles, adminUsers, outbox, partners, rolePermissions, roles } from '../db/schema';
import type { ZodApp } from '../http/zod-app';
import { randomPartnerCode } from '../modules/partners/partner-code';
import { FAST_SCRYPT, hashPassword } from '../security/passwords';

/** A short unique suffix for logins and emails within a shared test database. */
export const unique = (prefix: string) => `${prefix}${randomBytes(4).toString('hex')}`;

/** A sign-up body (POST /api/auth/register) under `partnerCode`, with a fresh login and email. */
export function signupBody(partnerCode: string, overrides: Record<string, unknown> = {}) {
  const login = unique('new');
  return {
    firstName: 'Anna',
    lastName: 'Smith',
    email: `${login}@example.com`,
    login,
    phone: '+49 170 1234567',
    partnerCode,
    ...overrides,
  };
}

export type AdminFixture = { id: number; login: string; password: string };

/** An admin with one role holding exactly `permissions`. */
export async function createAdmin(
  db: Db,
  input: {
    permissions: readonly Permission[];
    login?: string;
    password?: string;
    disabled?: boolean;
    name?: string;
  },
): Promise<AdminFixture> {
  const login = input.login ?? unique('adm');
  const password = input.password ?? 'admin-password-1';
  const [admin] = await db
    .insert(adminUsers)
    .values({
      login,
      name: input.name ?? `Admin ${login}`,
      email: `${login.toLowerCase()}@admins.test`,
      passwordHash: await hashPassword(password, FAST_SCRYPT),
      createdAt: new Date('2026-01-01T00:00:00Z'),
      disabled: input.disabled ?? false,
    })
    .returning({ id: adminUsers.id });
  if (!admin) throw new Error('no admin');
  const [role] = await db
    .insert(roles)
    .values({ name: `role-${login}`, createdAt: new Date('2026-01-01T00:00:00Z') })
    .returning({ id: roles.id });
  if (!role) throw new Error('no role');
  if (input.permissions.length) {
    await db
      .insert(rolePermissions)
      .values(input.permissions.map((permission) => ({ roleId: role.id, permission })));
  }
  await db.insert(adminUserRoles).values({ adminUserId: admin.id, roleId: role.id });
  return { id: admin.id, login, password };
}

export type PartnerFixture = typeof partners.$inferSelect & { password: string | null };

export async function createPartner(
  db: Db,
  input: {
    login?: string;
    email?: string;
    password?: string | null;
    active?: boolean;
    sponsorId?: number | null;
    partnerCode?: string;
    registeredAt?: Date;
  } = {},
): Promise<PartnerFixture> {
  const login = input.login ?? unique('p');
  const password = input.password === undefined ? 'partner-password-1' : input.password;
  const [row] = await db
    .insert(partners)
    .values({
      login,
      email: (input.email ?? `${login}@partners.test`).toLowerCase(),
      firstName: 'Test',
      lastName: 'Partner',
      phone: '+10000000000',
      partnerCode: input.partnerCode ?? randomPartnerCode(),
      sponsorId: input.sponsorId ?? null,
      active: input.active ?? true,
      language: 'en',
      passwordHash: password ? await hashPassword(password, FAST_SCRYPT) : null,
      registeredAt: input.registeredAt ?? new Date('2026-01-01T00:00:00Z'),
    })
    .returning();
  if (!row) throw new Error('no partner');
  return { ...row, password };
}

export async function adminLogin(app: ZodApp, login: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { login, password },
  });
  if (res.statusCode !== 200) throw new Error(`admin login ${res.statusCode}: ${res.body}`);
  return res.json<{ token: string }>().token;
}

export async function clientLogin(app: ZodApp, login: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login, password },
  });
  if (res.statusCode !== 200) throw new Error(`client login ${res.statusCode}: ${res.body}`);
  return res.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The latest mail of the outbox to an address, or null. */
export async function latestMail(db: Db, to: string) {
  const [row] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to.toLowerCase()))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row ?? null;
}

/** The secret of the link of a mail (`...?token=<secret>`). */
export function tokenOfLink(link: string | null): string {
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no token in link ${link}`);
  return token;
}

export async function partnerByLogin(db: Db, login: string) {
  const [row] = await db.select().from(partners).where(eq(partners.login, login)).limit(1);
  return row ?? null;
}
