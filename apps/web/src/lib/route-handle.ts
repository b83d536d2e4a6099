import type { Params, UIMatch } from 'react-router';

/** One step of the breadcrumb. The last step is the current page and has no link. */
export interface Crumb {
  label: string;
  to?: string;
}

/**
 * What a route tells the layout about itself (React Router's `handle`): its page title and
 * its breadcrumb trail after 'Home'. Declared with the route, so the trail exists before the
 * page's code has loaded.
 */
export interface RouteHandle {
  title: string;
  /** The dashboard's breadcrumb reads 'Dashboard' alone instead of 'Home' plus a trail. */
  isDashboard?: boolean;
  crumbs?: Crumb[] | ((params: Params) => Crumb[]);
}

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';

/** The handle of the deepest matched route that has one, with that route's params. */
export function currentRouteHandle(
  matches: readonly UIMatch[],
): { handle: RouteHandle; params: Params } | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index]!;
    if (isRouteHandle(match.handle)) return { handle: match.handle, params: match.params };
  }
  return null;
}

/** The breadcrumb for a route: 'Dashboard' on the home page, else 'Home' and the trail. */
export function breadcrumbItems(handle: RouteHandle, params: Params = {}): Crumb[] {
  if (handle.isDashboard) return [{ label: 'Dashboard' }];
  const trail = typeof handle.crumbs === 'function' ? handle.crumbs(params) : handle.crumbs;
  return [{ label: 'Home', to: '/' }, ...(trail ?? [{ label: handle.title }])];
}
