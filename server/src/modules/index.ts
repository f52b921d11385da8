import type { AppModule } from '../http/zod-app';
import { adminAuthModule } from './admin-auth';
import { adminUsersModule } from './admin-users';
import { authModule } from './auth';
import { outboxModule } from './outbox';
import { partnersModule } from './partners';
import { statusModule } from './status';

/** Every domain module of the app, in registration order. */
export const MODULES: readonly AppModule[] = [
  statusModule,
  authModule,
  partnersModule,
  adminAuthModule,
  adminUsersModule,
  outboxModule,
];
