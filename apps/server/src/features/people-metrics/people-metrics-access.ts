import { capabilitiesOf } from '@portico/domain/identity/capabilities';
import { NO_PEOPLE_METRICS_MESSAGE } from '@portico/domain/people-metrics/people-metrics-texts';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/problem';
import {
  hasPeopleInScopeBesides,
  resolvePeopleScope,
  type ResolvedPeopleScope,
  type ScopeViewer,
} from '../../lib/people-scope-queries';

/**
 * Who may read People Metrics, and over whom. The menu's rule (spec §6 "users with more than
 * one subordinate entry", `capabilitiesOf`) decides on the server too, so a hidden menu is not
 * the only guard; the people are those of the person's scope (spec §6). Whether anyone besides
 * the person is in view is all the rule needs, so nobody is counted.
 */
export async function peopleMetricsScope(db: Db, viewer: ScopeViewer): Promise<ResolvedPeopleScope> {
  const scope = await resolvePeopleScope(db, viewer);
  const anyoneBesides = await hasPeopleInScopeBesides(db, viewer, scope);
  const peopleInViewBesidesSelf = anyoneBesides ? 1 : 0;
  if (!capabilitiesOf({ roles: viewer.roles, peopleInViewBesidesSelf }).peopleMetrics) {
    throw forbidden(NO_PEOPLE_METRICS_MESSAGE);
  }
  return scope;
}
