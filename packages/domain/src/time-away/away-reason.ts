import type { AccessRole } from '../identity/roles';

/**
 * Why a colleague is away (Sick above all) is health and family information. Who's out tells
 * everyone who sees a person that they are away; the reason only to HR and to the managers
 * above the person, who plan around it and would be told anyway. ELT and Admin see the whole
 * organisation's absences, not their reasons.
 */
export function mayKnowWhyAway(viewerRoles: readonly AccessRole[], managesThePerson: boolean): boolean {
  return managesThePerson || viewerRoles.includes('HR');
}
