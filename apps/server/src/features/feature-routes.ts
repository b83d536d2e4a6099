import type { FastifyPluginAsync } from 'fastify';
import { deskRoutes } from './it-desk/desk-routes';
import { notificationRoutes } from './notifications/notification-routes';
import { corporateLinkRoutes } from './quick-links/corporate-link-routes';
import { employeePhotoRoutes } from './profile/employee-photo-routes';
import { profileRoutes } from './profile/profile-routes';
import { publicConfigRoutes } from './public-config/public-config-routes';
import { quoteRoutes } from './quotes/quote-routes';
import { attachmentRoutes } from './request-attachments/attachment-routes';
import { approvalRoutes } from './requests/approval-routes';
import { pickerRoutes } from './requests/picker-routes';
import { requestListRoutes } from './requests/request-list-routes';
import { requestRoutes } from './requests/request-routes';

/** Every feature's API routes, mounted under /api. A new feature adds one line here. */
export const featureRoutes: FastifyPluginAsync = async (app) => {
  await app.register(publicConfigRoutes);
  await app.register(profileRoutes);
  await app.register(employeePhotoRoutes);
  await app.register(quoteRoutes);
  await app.register(corporateLinkRoutes);
  await app.register(attachmentRoutes);
  await app.register(deskRoutes);
  await app.register(notificationRoutes);
  await app.register(pickerRoutes);
  await app.register(requestListRoutes);
  await app.register(requestRoutes);
  await app.register(approvalRoutes);
};
