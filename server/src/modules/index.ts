import type { AppModule } from '../http/zod-app';
import { adminAuthModule } from './admin-auth';
import { adminPartnersModule } from './admin-partners';
import { adminUsersModule } from './admin-users';
import { authModule } from './auth';
import { logsModule } from './logs';
import { outboxModule } from './outbox';
import { partnersModule } from './partners';
import { profileModule } from './profile';
import { rolesModule } from './roles';
import { statusModule } from './status';
import { twoFactorModule } from './two-factor';

/** Every domain module of the app, in registration order. */
export const MODULES: readonly AppModule[] = [
  statusModule,
  authModule,
  partnersModule,
  profileModule,
  twoFactorModule,
  adminAuthModule,
  adminUsersModule,
  rolesModule,
  adminPartnersModule,
  logsModule,
  outboxModule,
];
