import type { FastifyPluginAsync } from 'fastify';
import { corporateLinkRoutes } from './quick-links/corporate-link-routes';
import { employeePhotoRoutes } from './profile/employee-photo-routes';
import { profileRoutes } from './profile/profile-routes';
import { publicConfigRoutes } from './public-config/public-config-routes';
import { quoteRoutes } from './quotes/quote-routes';

/** Every feature's API routes, mounted under /api. A new feature adds one line here. */
export const featureRoutes: FastifyPluginAsync = async (app) => {
  await app.register(publicConfigRoutes);
  await app.register(profileRoutes);
  await app.register(employeePhotoRoutes);
  await app.register(quoteRoutes);
  await app.register(corporateLinkRoutes);
};
