import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { NodeEnv } from '../config';
import type { Db } from '../db/types';
import { adminUserRoles, adminUsers, partners, rolePermissions, roles } from '../db/schema';
import { hashPassword } from '../security/passwords';
import { seedCatalogue } from './catalogue';
import { DEMO_ADMINS, DEMO_PARTNERS, DEMO_ROLES } from './demo-accounts';
import { seedDemoMoney } from './demo-money';
import { seedDemoNetwork } from './demo-network';

export class SeedRefusedError extends Error {}

/**
 * Seeds the demo data set (see demo-accounts.ts, demo-money.ts, demo-network.ts): idempotent, existing rows are
 * kept as they are (a role only gains missing permissions). Refused when NODE_ENV=production.
 */
export async function seedDemo(deps: {
  db: Db;
  clock: Clock;
  nodeEnv: NodeEnv;
}): Promise<{ created: string[] }> {
  if (deps.nodeEnv === 'production') {
    throw new SeedRefusedError(
      'Refusing to seed demo accounts with public passwords when NODE_ENV=production',
    );
  }
  const now = deps.clock.now();
  const created: string[] = [];
  // The demo package is bought from the catalogue: make sure it exists (first start).
  await seedCatalogue(deps.db, deps.clock);
  await deps.db.transaction(async (tx) => {
    const roleIds = new Map<string, number>();
    for (const role of DEMO_ROLES) {
      await tx
        .insert(roles)
        .values({ name: role.name, createdAt: now })
        .onConflictDoNothing({ target: roles.name });
      const [row] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, role.name));
      if (!row) throw new Error(`role ${role.name} missing after insert`);
      roleIds.set(role.name, row.id);
      await tx
        .insert(rolePermissions)
        .values(role.permissions.map((permission) => ({ roleId: row.id, permission })))
        .onConflictDoNothing();
    }

    for (const admin of DEMO_ADMINS) {
      let [row] = await tx
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .where(eq(sql`lower(${adminUsers.login})`, admin.login));
      if (!row) {
        [row] = await tx
          .insert(adminUsers)
          .values({
            login: admin.login,
            name: admin.name,
            email: admin.email,
            passwordHash: await hashPassword(admin.password),
            createdAt: now,
          })
          .returning({ id: adminUsers.id });
        created.push(`admin ${admin.login}`);
      }
      const roleId = roleIds.get(admin.role);
      if (row && roleId)
        await tx
          .insert(adminUserRoles)
          .values({ adminUserId: row.id, roleId })
          .onConflictDoNothing();
    }

    for (const partner of DEMO_PARTNERS) {
      const [existing] = await tx
        .select({ id: partners.id })
        .from(partners)
        .where(eq(sql`lower(${partners.login})`, partner.login));
      if (existing) continue;
      const [sponsor] = partner.sponsorLogin
        ? await tx
            .select({ id: partners.id })
            .from(partners)
            .where(eq(partners.login, partner.sponsorLogin))
        : [];
      await tx.insert(partners).values({
        login: partner.login,
        email: partner.email,
        firstName: partner.firstName,
        lastName: partner.lastName,
        phone: partner.phone,
        partnerCode: partner.partnerCode,
        sponsorId: sponsor?.id ?? null,
        active: true,
        language: 'ru',
        passwordHash: await hashPassword(partner.password),
        registeredAt: now,
      });
      created.push(`partner ${partner.login}`);
    }
    created.push(...(await seedDemoMoney(tx, now)));
    created.push(...(await seedDemoNetwork(tx, now)));
  });
  return { created };
}
