import { capabilitiesOf } from '@portico/domain/identity/capabilities';
import { NO_PEOPLE_METRICS_MESSAGE } from '@portico/domain/people-metrics/people-metrics-texts';
import type { Db } from '../db/client';
import { forbidden } from './problem';
import {
  countPeopleInScopeBesides,
  resolvePeopleScope,
  type ResolvedPeopleScope,
  type ScopeViewer,
} from './people-scope-queries';

/**
 * Who may read People Metrics, and over whom. The menu's rule (spec §6 "users with more than
 * one subordinate entry", `capabilitiesOf`) decides on the server too, so a hidden menu is not
 * the only guard; the people are those of the person's scope (spec §6).
 */
export async function peopleMetricsScope(db: Db, viewer: ScopeViewer): Promise<ResolvedPeopleScope> {
  const peopleInViewBesidesSelf = await countPeopleInScopeBesides(db, viewer);
  if (!capabilitiesOf({ roles: viewer.roles, peopleInViewBesidesSelf }).peopleMetrics) {
    throw forbidden(NO_PEOPLE_METRICS_MESSAGE);
  }
  return resolvePeopleScope(db, viewer);
}
