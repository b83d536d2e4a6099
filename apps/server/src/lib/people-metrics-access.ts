import { capabilitiesOf } from '@portico/domain/identity/capabilities';
import type { Db } from '../db/client';
import { forbidden } from './problem';
import {
  countPeopleInScopeBesides,
  resolvePeopleScope,
  type ResolvedPeopleScope,
  type ScopeViewer,
} from './people-scope-queries';

export const NOT_FOR_PEOPLE_METRICS =
  'People Metrics shows the people in your view, and there is nobody in it but you.';

/**
 * Who may read People Metrics, and over whom. The menu's rule (spec §6 "users with more than
 * one subordinate entry", `capabilitiesOf`) decides on the server too, so a hidden menu is not
 * the only guard; the people are those of the person's scope (spec §6).
 */
export async function peopleMetricsScope(db: Db, viewer: ScopeViewer): Promise<ResolvedPeopleScope> {
  const peopleInViewBesidesSelf = await countPeopleInScopeBesides(db, viewer);
  if (!capabilitiesOf({ roles: viewer.roles, peopleInViewBesidesSelf }).peopleMetrics) {
    throw forbidden(NOT_FOR_PEOPLE_METRICS);
  }
  return resolvePeopleScope(db, viewer);
}
