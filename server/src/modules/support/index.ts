import type { AppModule } from '../../http/zod-app';
import { adminSupportRoutes } from './admin-support-routes';
import { exportSupportTicketsRoute } from './export-support-tickets-route';
import { attachmentFileRoutes } from './attachment-file-routes';
import { clientSupportRoutes } from './client-support-routes';
import { uploadAttachmentRoutes } from './upload-attachment-route';

/**
 * Support desk (issue 13 item 3): partners open tickets and talk with the back-office, which
 * filters, assigns, answers (the partner is mailed), notes internally and sets statuses.
 */
export const supportModule: AppModule = {
  name: 'support',
  async register(app, deps) {
    clientSupportRoutes(app, deps);
    adminSupportRoutes(app, deps);
    exportSupportTicketsRoute(app, deps);
    attachmentFileRoutes(app, deps);
    await uploadAttachmentRoutes(app, deps);
  },
};
