import type { AppModule } from '../http/zod-app';
import { adminAuthModule } from './admin-auth';
import { adminPartnersModule } from './admin-partners';
import { adminUsersModule } from './admin-users';
import { authModule } from './auth';
import { logsModule } from './logs';
import { metricsModule } from './metrics';
import { outboxModule } from './outbox';
import { partnersModule } from './partners';
import { profileModule } from './profile';
import { rolesModule } from './roles';
import { statusModule } from './status';
import { twoFactorModule } from './two-factor';
import { settingsModule } from './settings';
import { packagesModule } from './packages';
import { operationsModule } from './operations';
import { depositsModule } from './deposits';
import { chainModule } from './chain';
import { transfersModule } from './transfers';
import { withdrawalsModule } from './withdrawals';
import { testClockModule } from './test-clock';
import { promoModule } from './promo';
import { networkModule } from './network';
import { linearModule } from './linear';
import { careerModule } from './career';
import { binaryModule } from './binary';
import { statisticsModule } from './statistics';
import { supportModule } from './support';
import { workQueueModule } from './work-queue';

/** Every domain module of the app, in registration order. */
export const MODULES: readonly AppModule[] = [
  statusModule,
  metricsModule,
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
  settingsModule,
  packagesModule,
  operationsModule,
  depositsModule,
  chainModule,
  transfersModule,
  withdrawalsModule,
  networkModule,
  linearModule,
  careerModule,
  binaryModule,
  promoModule,
  statisticsModule,
  supportModule,
  workQueueModule,
  testClockModule,
];

/** What a JOBS=only process serves: health and metrics, no API. */
export const HEALTH_MODULES: readonly AppModule[] = [statusModule, metricsModule];
