import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Params, UIMatch } from 'react-router';

/**
 * A title or a step of the breadcrumb: a message, read in the reader's language when shown, or
 * a text from the address (an unknown request type), shown as it is written.
 */
export type Label = MessageDescriptor | string;

/** The label in the active language. */
export const labelText = (label: Label): string => (typeof label === 'string' ? label : i18n._(label));

/** One step of the breadcrumb. The last step is the current page and has no link. */
export interface Crumb {
  label: Label;
  to?: string;
}

/**
 * What a route tells the layout about itself (React Router's `handle`): its page title and
 * its breadcrumb trail after 'Home'. Declared with the route, so the trail exists before the
 * page's code has loaded.
 */
export interface RouteHandle {
  title: MessageDescriptor;
  /** The dashboard's breadcrumb reads 'Dashboard' alone instead of 'Home' plus a trail. */
  isDashboard?: boolean;
  crumbs?: Crumb[] | ((params: Params) => Crumb[]);
}

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'object';

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
  if (handle.isDashboard) return [{ label: msg`Dashboard` }];
  const trail = typeof handle.crumbs === 'function' ? handle.crumbs(params) : handle.crumbs;
  return [{ label: msg`Home`, to: '/' }, ...(trail ?? [{ label: handle.title }])];
}
