import type { AppModule } from '../../http/zod-app';
import { financeSettingsRoutes } from './finance-settings-routes';
import { supportContactsRoutes } from './support-contacts-routes';

/** Admin-editable settings (business-rules.md numbers), seeded with their defaults. */
export const settingsModule: AppModule = {
  name: 'settings',
  register(app, deps) {
    financeSettingsRoutes(app, deps);
    supportContactsRoutes(app, deps);
  },
};
