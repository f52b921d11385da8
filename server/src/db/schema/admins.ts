import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, instant } from './columns';

export const adminUsers = pgTable(
  'admin_users',
  {
    id: id(),
    login: text('login').notNull(),
    name: text('name').notNull(),
    /** Stored lower-case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: instant('created_at').notNull(),
    disabled: boolean('disabled').notNull().default(false),
  },
  (t) => [
    uniqueIndex('admin_users_login_key').on(sql`lower(${t.login})`),
    uniqueIndex('admin_users_email_key').on(t.email),
  ],
);

export const roles = pgTable('roles', {
  id: id(),
  name: text('name').notNull().unique('roles_name_key'),
  createdAt: instant('created_at').notNull(),
});

/** A permission is one of the contract's PERMISSIONS names. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permission] })],
);

export const adminUserRoles = pgTable(
  'admin_user_roles',
  {
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.adminUserId, t.roleId] }),
    index('admin_user_roles_role_idx').on(t.roleId),
  ],
);
