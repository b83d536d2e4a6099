import { REQUEST_SORTS, type RequestSort, type RequestView } from '@portico/domain/requests/request-dto';
import {
  canSeeProjectsTab,
  canWorkItDesk,
  type RequestViewer,
} from '@portico/domain/requests/request-permissions';
import { z } from 'zod';
import { forbidden } from '../../lib/problem';
import type { RequestListOrder } from './request-list-queries';

/**
 * Who may open which list: the Projects tab is ELT's, the IT desk queue Admins'; my requests,
 * approval requests and the ranking of approved projects are for everyone signed in.
 */
export function assertViewAllowed(view: RequestView, viewer: RequestViewer): void {
  if (view === 'projects' && !canSeeProjectsTab(viewer)) {
    throw forbidden('The Projects list is only for ELT.');
  }
  if (view === 'desk' && !canWorkItDesk(viewer)) throw forbidden('The IT desk is only for Admins.');
}

/**
 * Sort and order are optional on the wire so each list can have its own default: by Name
 * descending (spec §2), except the ranking list, which reads best in rank order.
 */
export const sortQuery = {
  sort: z.enum(REQUEST_SORTS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
};

export function listOrder(
  view: RequestView,
  sort: RequestSort | undefined,
  order: 'asc' | 'desc' | undefined,
): RequestListOrder {
  if (!sort) {
    return view === 'ranking'
      ? { sort: 'rank', order: order ?? 'asc' }
      : { sort: 'name', order: order ?? 'desc' };
  }
  return { sort, order: order ?? (sort === 'rank' ? 'asc' : 'desc') };
}
