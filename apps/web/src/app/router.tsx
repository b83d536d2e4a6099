import { createBrowserRouter } from 'react-router';
import { SIGNED_IN_ROUTE_ID } from './route-helpers';
import { routes } from './routes';

/** `/admin` and below (kept here, not in admin-routes.tsx, so testing a path loads nothing). */
const ADMIN_PATH = /^\/admin(\/|$)/;

/**
 * The administration's routes are discovered on the way there: when a path under `/admin` has
 * no route yet, its table is fetched and added under the signed-in layout (a second visit finds
 * them in place, and `patch` adds nothing twice).
 */
export const router = createBrowserRouter(routes, {
  async patchRoutesOnNavigation({ path, patch }) {
    if (!ADMIN_PATH.test(path)) return;
    const { adminPages } = await import('./admin-routes');
    patch(SIGNED_IN_ROUTE_ID, adminPages);
  },
});
